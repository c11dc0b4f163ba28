import { mountIsland } from '../shared/mount/mountIsland';
import { CategoryMenu } from '../islands/category-menu/CategoryMenu';

mountIsland('category-menu', CategoryMenu);
