import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_CATEGORY_FIXTURES, blogFixture } from '../../shared/blog/blogFixture';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { BlogCategoryPage } from './BlogCategoryPage';

const tech = BLOG_CATEGORY_FIXTURES[1];
const posts = Array.from({ length: 14 }, (_, i) => blogFixture(i + 1));

describe("a blog category's page", () => {
  it("shows the category's posts twelve a page, under Home > Blog > the category", async () => {
    renderWithProviders(
      <BlogCategoryPage
        category={tech}
        blogs={posts}
        categories={BLOG_CATEGORY_FIXTURES}
        trending={[]}
        featured={[]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeBlogTech & Gadgets');
    expect(screen.getByRole('heading', { level: 1, name: 'Tech & Gadgets' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(
      within(screen.getByRole('region', { name: 'Categories' })).getByRole('link', { name: 'Tech & Gadgets (14)' }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'blog-13',
      'blog-14',
    ]);
  });

  it('says so when the category has no post yet', () => {
    renderWithProviders(
      <BlogCategoryPage
        category={{ ...tech, blogs_count: 0 }}
        blogs={[]}
        categories={BLOG_CATEGORY_FIXTURES}
        trending={[]}
        featured={[]}
      />,
    );
    expect(screen.getByText('No posts in this category yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blog');
  });

  it("shows a category's page in Bangla, the category's own name as written", () => {
    renderWithProviders(
      <BlogCategoryPage
        category={{ ...tech, blogs_count: 0 }}
        blogs={[]}
        categories={BLOG_CATEGORY_FIXTURES}
        trending={[]}
        featured={[]}
      />,
      { shop: { locale: 'bn-BD' } },
    );
    expect(screen.getByRole('navigation', { name: /./ })).toHaveTextContent('ব্লগTech & Gadgets');
    expect(screen.getByText('এই ক্যাটাগরিতে এখনো কোনো পোস্ট নেই।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব পোস্ট দেখুন' })).toHaveAttribute('href', '/blog');
    expect(
      within(screen.getByRole('region', { name: 'ক্যাটাগরি' })).getByRole('link', { name: 'Tech & Gadgets (১৪)' }),
    ).toBeInTheDocument();
  });
});
