import type { Blog, BlogCategory, BlogComment } from '../api/blogContract';

/** A post as the blog's calls answer it (the n-th, newest first), for the islands' tests. */
export function blogFixture(n: number, overrides: Partial<Blog> = {}): Blog {
  return {
    id: n,
    slug: `post-${n}`,
    title: `Post number ${n}`,
    description: `What post ${n} is about...`,
    thumbnail: [`blog/post-${n}/thumbnail.webp`],
    banner: [`blog/post-${n}/banner.webp`],
    created_at: new Date(Date.UTC(2026, 10, 30 - n, 6)).toISOString(),
    category: { name: 'Tech & Gadgets', slug: 'tech-gadgets' },
    category_id: 2,
    category_slug: 'tech-gadgets',
    category_name: 'Tech & Gadgets',
    admin_name: 'Arif Chowdhury',
    ...overrides,
  };
}

export const BLOG_CATEGORY_FIXTURES: BlogCategory[] = [
  { id: 1, name: 'Shopping Guides', slug: 'shopping-guides', blogs_count: 5 },
  { id: 2, name: 'Tech & Gadgets', slug: 'tech-gadgets', blogs_count: 14 },
];

export function commentFixture(id: number, overrides: Partial<BlogComment> = {}): BlogComment {
  return {
    id,
    comment_by: `Reader ${id}`,
    comments: `Comment ${id}`,
    date: new Date(Date.UTC(2026, 10, 20, id)).toISOString(),
    ...overrides,
  };
}
