import { mountIsland } from '../shared/mount/mountIsland';
import { BlogPage } from '../islands/blog/BlogPage';

mountIsland('blog', BlogPage);
