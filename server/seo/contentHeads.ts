import type { BlogCategory, BlogDetail } from '../../shared/api/blogContract';
import type { JobPost } from '../../shared/api/careersContract';
import { pageHead, privateHead, type Head } from './head';
import { blogPostingLd } from './jsonLd';
import { firstDescription, summary } from './text';

const HOME = { label: 'Home', href: '/' };
const BLOG = { label: 'Blog', href: '/blog' };

export function blogHead(origin: string): Head {
  return pageHead(origin, {
    title: 'Blog',
    description: 'Shopping guides, style ideas, gadget reviews and festival tips from the Haat team, for shoppers across Bangladesh.',
    path: '/blog',
    crumbs: [HOME, { label: 'Blog' }],
  });
}

export function blogCategoryHead(origin: string, category: BlogCategory): Head {
  return pageHead(origin, {
    title: `${category.name} | Blog`,
    description: `${category.name}: ${category.blogs_count} article${category.blogs_count === 1 ? '' : 's'} on the Haat blog, with shopping guides and tips for Bangladesh.`,
    path: `/blog/categories/${category.slug}`,
    crumbs: [HOME, BLOG, { label: category.name }],
  });
}

export function blogPostHead(origin: string, blog: BlogDetail): Head {
  const path = `/blogs/${blog.slug}`;
  return pageHead(origin, {
    title: blog.title,
    description: firstDescription(blog.description, blog.excerpt) || `${blog.title}, on the Haat blog.`,
    path,
    type: 'article',
    image: { path: blog.banner[0] ?? blog.thumbnail[0], alt: blog.title },
    article: { publishedTime: blog.created_at, section: blog.category?.name },
    crumbs: [HOME, BLOG, ...(blog.category ? [{ label: blog.category.name, href: `/blog/categories/${blog.category.slug}` }] : []), { label: blog.title }],
    jsonLd: [blogPostingLd(origin, blog, origin + path)],
  });
}

export function careersHead(origin: string, jobs: JobPost[]): Head {
  const titles = [...new Set(jobs.map((job) => job.title))].slice(0, 3).join(', ');
  return pageHead(origin, {
    title: 'Careers',
    description: summary(`Work at Haat, an online shop for all of Bangladesh. ${jobs.length > 0 ? `Open positions: ${titles}${jobs.length > 3 ? ' and more' : ''}. Apply online with your CV.` : 'No open positions right now: come back soon.'}`),
    path: '/careers',
    crumbs: [HOME, { label: 'Careers' }],
  });
}

/** A page the shop's editors wrote (About Us ...). */
export function contentHead(origin: string, page: { slug: string; title: string; html: string }): Head {
  return pageHead(origin, {
    title: page.title,
    description: firstDescription(page.html) || `${page.title} at Haat, online shopping in Bangladesh.`,
    path: `/page/${page.slug}`,
    crumbs: [HOME, { label: page.title }],
  });
}

/** The shopper's own pages: what each is for, never indexed. */
export const PRIVATE_HEADS = {
  cart: () => privateHead('Shopping Cart', 'The products in your Haat shopping cart, with the delivery charge and total.'),
  login: () => privateHead('Customer Login', 'Sign in to your Haat account with your email or phone number.'),
  register: () => privateHead('Create an account', 'Create a Haat account to order faster, follow your orders and keep a wishlist.'),
  checkout: () => privateHead('Checkout', 'Choose the delivery address, shipping and payment of your Haat order.'),
  orderPlaced: () => privateHead('Order placed', 'Your Haat order is placed: its number, products and total.'),
  wishlist: () => privateHead('Wishlist', 'The products you saved to your Haat wishlist.'),
  compare: () => privateHead('Compare Products', 'The products you chose to compare side by side at Haat.'),
  account: (title: string) => privateHead(title, `${title} in your Haat account.`),
};
