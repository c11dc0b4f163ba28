import { mountIsland } from '../shared/mount/mountIsland';
import { BlogCategoryPage } from '../islands/blog-category/BlogCategoryPage';

mountIsland('blog-category', BlogCategoryPage);
