import { mountIsland } from '../shared/mount/mountIsland';
import { CategoryPage } from '../islands/category/CategoryPage';

mountIsland('category', CategoryPage);
