import { mountIsland } from '../shared/mount/mountIsland';
import { BlogPostPage } from '../islands/blog-post/BlogPostPage';

mountIsland('blog-post', BlogPostPage);
