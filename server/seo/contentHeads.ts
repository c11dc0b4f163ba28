import type { BlogCategory, BlogDetail } from '../../shared/api/blogContract';
import type { JobPost } from '../../shared/api/careersContract';
import { pageHead, privateHead, type Head, type PageLanguage } from './head';
import { blogPostingLd } from './jsonLd';
import { firstDescription, summary } from './text';

/*
 * The blog, Careers and the editors' pages in the page's language. What the shop's editors wrote
 * (a post, About Us, a job post, a category's name) stays in the language it was written in.
 */

const home = (page: PageLanguage) => ({ label: page.t('seo.home'), href: '/' });
const blog = (page: PageLanguage) => ({ label: page.t('seo.blog'), href: '/blog' });

export function blogHead(origin: string, page: PageLanguage): Head {
  return pageHead(origin, page, {
    title: page.t('seo.blog'),
    description: page.t('seo.blogDescription'),
    path: '/blog',
    crumbs: [home(page), { label: page.t('seo.blog') }],
  });
}

export function blogCategoryHead(origin: string, page: PageLanguage, category: BlogCategory): Head {
  return pageHead(origin, page, {
    title: page.t('seo.blogCategoryTitle', { name: category.name }),
    description: page.t('seo.blogCategoryDescription', { name: category.name, count: category.blogs_count }),
    path: `/blog/categories/${category.slug}`,
    crumbs: [home(page), blog(page), { label: category.name }],
  });
}

export function blogPostHead(origin: string, page: PageLanguage, post: BlogDetail): Head {
  const path = `/blogs/${post.slug}`;
  return pageHead(origin, page, {
    title: post.title,
    description: firstDescription(post.description) || page.t('seo.blogPostDescription', { title: post.title }),
    path,
    type: 'article',
    image: { path: post.banner[0] ?? post.thumbnail[0], alt: post.title },
    article: { publishedTime: post.created_at, section: post.category?.name },
    crumbs: [
      home(page),
      blog(page),
      ...(post.category ? [{ label: post.category.name, href: `/blog/categories/${post.category.slug}` }] : []),
      { label: post.title },
    ],
    jsonLd: [blogPostingLd(origin, post, origin + path)],
  });
}

export function careersHead(origin: string, page: PageLanguage, jobs: JobPost[]): Head {
  const titles = [...new Set(jobs.map((job) => job.title))].slice(0, 3).join(', ');
  const open =
    jobs.length === 0
      ? page.t('seo.careersNone')
      : jobs.length > 3
        ? page.t('seo.careersOpenMore', { titles })
        : page.t('seo.careersOpen', { titles });
  return pageHead(origin, page, {
    title: page.t('seo.careers'),
    description: summary(`${page.t('seo.careersIntro')} ${open}`),
    path: '/careers',
    crumbs: [home(page), { label: page.t('seo.careers') }],
  });
}

/** A page the shop's editors wrote (About Us ...). */
export function contentHead(
  origin: string,
  page: PageLanguage,
  content: { slug: string; title: string; html: string },
): Head {
  return pageHead(origin, page, {
    title: content.title,
    description: firstDescription(content.html) || page.t('seo.contentDescription', { title: content.title }),
    path: `/page/${content.slug}`,
    crumbs: [home(page), { label: content.title }],
  });
}

/** The shopper's own pages: what each is for, never indexed. */
export const PRIVATE_HEADS = {
  cart: (page: PageLanguage) => privateHead(page, page.t('seo.cartTitle'), page.t('seo.cartDescription')),
  login: (page: PageLanguage) => privateHead(page, page.t('seo.loginTitle'), page.t('seo.loginDescription')),
  register: (page: PageLanguage) => privateHead(page, page.t('seo.registerTitle'), page.t('seo.registerDescription')),
  checkout: (page: PageLanguage) => privateHead(page, page.t('seo.checkoutTitle'), page.t('seo.checkoutDescription')),
  orderPlaced: (page: PageLanguage) =>
    privateHead(page, page.t('seo.orderPlacedTitle'), page.t('seo.orderPlacedDescription')),
  wishlist: (page: PageLanguage) => privateHead(page, page.t('seo.wishlistTitle'), page.t('seo.wishlistDescription')),
  compare: (page: PageLanguage) => privateHead(page, page.t('seo.compareTitle'), page.t('seo.compareDescription')),
  /** An account page, by its heading (already in the page's language). */
  account: (page: PageLanguage, title: string) => privateHead(page, title, page.t('seo.accountDescription', { title })),
};
