import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../shared/api/client';
import type { BlogComment, BlogPostPageProps } from '../../shared/api/blogContract';
import type { Paged } from '../../shared/api/contract';
import { blogFixture, commentFixture } from '../../shared/blog/blogFixture';
import { selectFlashMessages } from '../../shared/store/flashSlice';
import { renderWithProviders } from '../../shared/test/renderWithProviders';
import { BlogPostPage } from './BlogPostPage';

jest.mock('../../shared/api/client');
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const failure = (status: number, data: unknown) =>
  Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, data } });
const paged = (data: BlogComment[], page = 1, total = data.length): Paged<BlogComment> => ({
  data,
  meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / 8)), per_page: 8, total },
});

const blog = {
  ...blogFixture(1, { title: 'Choosing a Phone Under ৳20,000' }),
  description: '<h2>1. Official or unofficial</h2><p>Buy an <strong>official</strong> phone.</p>',
};
const firstPage = paged(
  Array.from({ length: 8 }, (_, i) => commentFixture(10 - i)),
  1,
  10,
);

function renderPost(props: Partial<BlogPostPageProps> = {}) {
  const view = renderWithProviders(
    <BlogPostPage
      blog={blog}
      related={[blogFixture(2), blogFixture(3)]}
      comments={firstPage}
      commenter={null}
      {...props}
    />,
  );
  return {
    ...view,
    flashes: () => selectFlashMessages(view.store.getState()).map(({ text, type }) => ({ text, type })),
  };
}

/** Focusing the form fetches formik and yup; their form then takes over with the same fields. */
async function openForm() {
  await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
  await waitFor(
    () =>
      expect(screen.getByRole('button', { name: 'Post Comment' }).closest('form')).toHaveAttribute(
        'data-ready',
        'true',
      ),
    { timeout: 5000 },
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a blog post', () => {
  it('shows the banner, title, date, category link, author and body, then related posts', () => {
    renderPost();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'HomeBlogTech & GadgetsChoosing a Phone Under ৳20,000',
    );
    const article = screen.getByRole('article', { name: 'Choosing a Phone Under ৳20,000' });
    expect(article.querySelector('img.blog-banner')).toHaveAttribute('src', '/storage/blog/post-1/banner.webp');
    expect(within(article).getByText('Nov 29, 2026')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Tech & Gadgets' })).toHaveAttribute(
      'href',
      '/blog/categories/tech-gadgets',
    );
    expect(within(article).getByText('By Arif Chowdhury')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: '1. Official or unofficial' })).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related Posts' });
    expect(within(related).getAllByRole('article')).toHaveLength(2);
  });

  it('shows comments as text, eight a page, newest first, and reads the next page', async () => {
    const script = '<script>alert(1)</script>';
    renderPost({ comments: paged([commentFixture(10, { comments: script }), ...firstPage.data.slice(1)], 1, 10) });
    const list = screen.getByRole('region', { name: 'Comments (10)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByText(script)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    get.mockResolvedValue({ data: paged([commentFixture(2), commentFixture(1)], 2, 10) });
    await userEvent.click(within(list).getByRole('button', { name: 'Page 2' }));
    expect(get).toHaveBeenCalledWith('/all-comments/1', { params: { page: 2 } });
    expect(await within(list).findByText('Reader 1')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when nobody has commented yet', () => {
    renderPost({ comments: paged([]) });
    expect(screen.getByText('No comments yet. Be the first to share your thoughts.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Comments pages' })).not.toBeInTheDocument();
  });

  it('offers to try again when a page of comments fails to load', async () => {
    renderPost();
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ data: paged([commentFixture(2)], 2, 10) });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Reader 2')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/all-comments/1', { params: { page: 2 } });
  });

  it('loads formik only when the form is focused, and asks for each missing field', async () => {
    renderPost();
    expect(screen.getByRole('button', { name: 'Post Comment' }).closest('form')).not.toHaveAttribute('data-ready');
    await openForm();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    for (const message of ['Please Enter Your Name.', 'Please Enter Your Email.', 'Please Enter Your Comments.'])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it(
    'keeps what was typed before formik arrived, posts it and shows the new comment at once with the server ' +
      'message',
    async () => {
      const { flashes } = renderPost();
      await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Rahima');
      await openForm();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rahima');
      await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'rahima@example.com');
      await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Very useful!');
      post.mockResolvedValue({
        data: {
          message: 'Thank you! Your comment has been posted.',
          data: commentFixture(99, { comment_by: 'Rahima', comments: 'Very useful!' }),
        },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
      expect(post).toHaveBeenCalledWith('/submit-comment', {
        name: 'Rahima',
        email: 'rahima@example.com',
        comment: 'Very useful!',
        blog_id: 1,
        website: '',
      });
      const list = await screen.findByRole('region', { name: 'Comments (11)' });
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Rahima');
      expect(within(list).getAllByRole('listitem')).toHaveLength(8);
      expect(flashes()).toEqual([{ text: 'Thank you! Your comment has been posted.', type: 'success' }]);
      expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rahima');
    },
  );

  it("applies the server's limits in the browser: a 120-character name is refused before posting", async () => {
    renderPost({ commenter: { name: 'R'.repeat(120), email: 'karim@example.com' } });
    await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Very useful!');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('The name field may not be greater than 100 characters')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("fills a signed-in customer's name and email in, and shows the server's refusal", async () => {
    const { flashes } = renderPost({ commenter: { name: 'Karim Ahmed', email: 'karim@example.com' } });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Karim Ahmed');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('karim@example.com');
    await openForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Another one');
    const wait = 'You have posted several comments in a short time. Please wait 42 seconds before posting another.';
    post.mockRejectedValue(failure(429, { message: wait }));
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(flashes()).toEqual([{ text: wait, type: 'warning' }]));
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Another one');
  });

  it('shows a post in Bangla around its text as written, with Bangla digits', async () => {
    renderWithProviders(<BlogPostPage blog={blog} related={[blogFixture(2)]} comments={firstPage} commenter={null} />, {
      shop: { locale: 'bn-BD' },
    });
    const article = screen.getByRole('article', { name: 'Choosing a Phone Under ৳20,000' });
    expect(within(article).getByText('লিখেছেন Arif Chowdhury')).toBeInTheDocument();
    expect(within(article).getByText('২৯ নভে, ২০২৬')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'সম্পর্কিত পোস্ট' })).getByRole('link', {
        name: 'আরও পড়ুন: Post number 2',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'মন্তব্য (১০)' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'মন্তব্য করুন' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'নাম' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'মন্তব্য পোস্ট করুন' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'মন্তব্যের পাতা' })).toBeInTheDocument();
  });
});
