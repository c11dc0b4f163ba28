import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_CATEGORY_FIXTURES, blogFixture } from '../../shared/blog/blogFixture';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { BlogPage } from './BlogPage';

const posts = Array.from({ length: 14 }, (_, i) => blogFixture(i + 1));
const [first, ...rest] = posts;
const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

function renderBlog(overrides = {}) {
  return renderWithProviders(
    <BlogPage
      first_blog={{ ...first, description: 'A'.repeat(397) + '...' }}
      rest_blogs={rest}
      categories={BLOG_CATEGORY_FIXTURES}
      trending={[posts[2], posts[5]]}
      featured={[posts[3]]}
      {...overrides}
    />,
  );
}

describe('the blog', () => {
  it('shows the newest post large with its long teaser, then six posts, each linked with date and category', () => {
    renderBlog();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(titles()).toEqual([
      'Post number 1',
      'Post number 2',
      'Post number 3',
      'Post number 4',
      'Post number 5',
      'Post number 6',
      'Post number 7',
    ]);
    const large = screen.getAllByRole('article')[0];
    expect(large).toHaveClass('large');
    expect(within(large).getByText(/^A+\.\.\.$/).textContent).toHaveLength(400);
    expect(large.querySelector('img')).toHaveAttribute('src', '/storage/blog/post-1/banner.webp');
    const card = screen.getByRole('article', { name: 'Post number 2' });
    expect(within(card).getByRole('link', { name: 'Post number 2' })).toHaveAttribute('href', '/blogs/post-2');
    expect(within(card).getByRole('link', { name: 'Read More: Post number 2' })).toHaveAttribute(
      'href',
      '/blogs/post-2',
    );
    expect(within(card).getByRole('link', { name: 'Tech & Gadgets' })).toHaveAttribute(
      'href',
      '/blog/categories/tech-gadgets',
    );
    expect(within(card).getByText('Nov 28, 2026')).toBeInTheDocument();
    expect(within(card).getByText('What post 2 is about...')).toBeInTheDocument();
  });

  it('pages the rest six at a time in the browser', async () => {
    renderBlog();
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(titles()).toEqual([
      'Post number 8',
      'Post number 9',
      'Post number 10',
      'Post number 11',
      'Post number 12',
      'Post number 13',
    ]);
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(titles()).toEqual(['Post number 14']);
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the categories with their counts, the trending and the featured posts', () => {
    renderBlog();
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Tech & Gadgets (14)' })).toHaveAttribute(
      'href',
      '/blog/categories/tech-gadgets',
    );
    expect(
      within(screen.getByRole('region', { name: 'Trending Posts' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Post number 3', 'Post number 6']);
    expect(within(screen.getByRole('region', { name: 'Featured Posts' })).getByRole('link')).toHaveAttribute(
      'href',
      '/blogs/post-4',
    );
  });

  it('says so when there is no post yet', () => {
    renderBlog({ first_blog: null, rest_blogs: [], trending: [], featured: [] });
    expect(screen.getByText('No blog posts yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trending Posts' })).not.toBeInTheDocument();
  });

  it('shows the blog in Bangla, with Bangla digits in the dates and counts', () => {
    renderWithProviders(
      <BlogPage
        first_blog={first}
        rest_blogs={rest}
        categories={BLOG_CATEGORY_FIXTURES}
        trending={[posts[2]]}
        featured={[posts[3]]}
      />,
      { shop: { locale: 'bn-BD' } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ব্লগ' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Post number 2' });
    expect(within(card).getByRole('link', { name: 'আরও পড়ুন: Post number 2' })).toHaveTextContent('আরও পড়ুন');
    expect(within(card).getByText('২৮ নভে, ২০২৬')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'ক্যাটাগরি' })).getByRole('link', { name: 'Tech & Gadgets (১৪)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ট্রেন্ডিং পোস্ট' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ফিচার্ড পোস্ট' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ব্লগের পাতা' })).toBeInTheDocument();
  });

  it('says in Bangla that there is no post yet', () => {
    renderWithProviders(<BlogPage first_blog={null} rest_blogs={[]} categories={[]} trending={[]} featured={[]} />, {
      shop: { locale: 'bn-BD' },
    });
    expect(screen.getByText('এখনো কোনো ব্লগ পোস্ট নেই। অনুগ্রহ করে কিছুদিন পর আবার দেখুন।')).toBeInTheDocument();
  });
});
