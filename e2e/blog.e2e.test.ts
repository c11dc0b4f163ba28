// The blog and careers in Chromium on a fresh database: a guest reads the blog, opens a post,
// comments and sees the comment at once; applies for a job with a PDF and sees the server's
// message; the empty resume form shows all eight messages. Screenshots of /blog, a post, /careers
// with the form open and /page/about-us on a desktop and a phone.
import type { Page } from 'playwright-core';
import type { RunningShop } from './harness';
import { DESKTOP, PHONE, queryShop, revealLazyImages, screenshot, shopAndBrowser, STARTUP_MS } from './harness';
import { visit } from './settled';

jest.setTimeout(90_000);

let shop: RunningShop;
let page: Page;
let errors: string[];

beforeAll(async () => ({ shop, page, errors } = await shopAndBrowser()), STARTUP_MS);

const flash = (text: string) => page.locator('[data-island="flash-messages"]').getByText(text, { exact: true });

/** A one-page PDF, as small as a real one gets. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 4\n0000000000 65535 f \n${offsets
    .map((o) => `${String(o).padStart(10, '0')} 00000 n ` + `\n`)
    .join('')}trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

it('lets a guest read the blog, open a post, comment and see the comment at once', async () => {
  await visit(page, `${shop.url}/blog`);
  await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
  const newest = queryShop<{ title: string }>(
    shop,
    'SELECT title FROM blogs WHERE status = 1 ORDER BY created_at DESC LIMIT 1',
  )[0].title;
  expect(await page.locator('article.blog-card.large h2').textContent()).toBe(newest);
  expect(await page.locator('.blog-grid article').count()).toBe(6);
  await page
    .getByRole('region', { name: 'Categories' })
    .getByRole('link', { name: /Tech & Gadgets \(\d+\)/ })
    .waitFor();

  await page.getByRole('link', { name: 'Choosing a Phone Under ৳20,000', exact: true }).first().click();
  await page.waitForURL(`${shop.url}/blogs/choosing-a-phone-under-20000`);
  await page.getByRole('heading', { level: 1, name: 'Choosing a Phone Under ৳20,000' }).waitFor();
  await page.getByRole('heading', { level: 2, name: '1. Official or unofficial' }).waitFor();
  const comments = page.getByRole('region', { name: /^Comments \(\d+\)$/ });
  const before = await comments.getByRole('listitem').count();

  await page.getByRole('textbox', { name: 'Name' }).fill('Shakil Ahmed');
  // The form's script arrives on that first focus; the next fields are filled once it has taken over, as a fill
  // aimed at a field of the plain form lands wherever the cursor is once that field has been replaced.
  await page.locator('form.comment-form[data-ready="true"]').waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill('shakil@example.com');
  await page
    .getByRole('textbox', { name: 'Comment' })
    .fill('I bought a phone with 6 GB RAM after reading this. Thank you!');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await flash('Thank you! Your comment has been posted.').waitFor();
  await page.getByRole('region', { name: `Comments (${before + 1})` }).waitFor();
  expect(await comments.getByRole('listitem').first().textContent()).toContain(
    'I bought a phone with 6 GB RAM after reading this. Thank you!',
  );
  expect(queryShop(shop, 'SELECT name, email FROM blog_comments ORDER BY id DESC LIMIT 1')).toEqual([
    { name: 'Shakil Ahmed', email: 'shakil@example.com' },
  ]);
  expect(await page.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('');
});

it("shows all eight messages for the empty resume form, then takes a PDF and shows the server's message", async () => {
  await visit(page, `${shop.url}/careers`);
  const job = page.locator('article.job-card').first();
  const title = (await job.getByRole('heading', { level: 2 }).textContent())!;
  await job.getByRole('button', { name: 'Send Us Your Resume' }).click();
  const form = page.getByRole('form', { name: `Send Us Your Resume for ${title}` });
  await form.getByRole('button', { name: 'Submit Resume' }).click();
  for (const message of [
    'Please Enter Your Name.',
    'Please Enter Your Email.',
    'Please Enter Your Phone no.',
    'Please Enter Your Experience',
    'Please Enter Your Date Of Birth',
    'Please Enter Your Expected Salary',
    'Please Enter Your Address',
    'Please select a CV to upload cv.',
  ])
    await form.getByText(message, { exact: true }).waitFor();

  await form.getByLabel('Name').fill('Nusrat Jahan');
  await form.getByLabel('Email').fill('nusrat@example.com');
  await form.getByLabel('Phone').fill('+8801712345678');
  await form.getByLabel('Experience (years)').fill('3');
  await form.getByLabel('Date of Birth').fill('1996-05-20');
  await form.getByLabel('Expected Salary (BDT a month)').fill('45000');
  await form.getByLabel('Address').fill('House 4, Road 2, Dhanmondi, Dhaka');
  await form
    .getByLabel('CV (PDF, DOCX or an image, at most 1.5 MB)')
    .setInputFiles({ name: 'nusrat-cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await screenshot(page, 'careers-form-desktop', { fullPage: true });
  await form.getByRole('button', { name: 'Submit Resume' }).click();
  const received = 'Thank you! We have received your resume and will contact you if you are shortlisted.';
  await flash(received).waitFor();
  await job.getByRole('status').getByText(received).waitFor();
  expect(
    queryShop(shop, 'SELECT r.name, r.cv_type, j.title FROM resumes r JOIN job_posts j ON j.id = r.job_post_id'),
  ).toEqual([{ name: 'Nusrat Jahan', cv_type: 'pdf', title }]);
});

it('looks right on a desktop and a phone: the blog, a post, About Us and Careers', async () => {
  for (const [size, tag] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    await page.setViewportSize(size);
    for (const [name, url] of [
      ['blog', '/blog'],
      ['blog-post', '/blogs/caring-for-clothes-in-the-monsoon'],
      ['about-us', '/page/about-us'],
      ['careers', '/careers'],
    ]) {
      await visit(page, shop.url + url);
      if (name === 'careers') await page.getByRole('button', { name: 'Send Us Your Resume' }).first().click();
      if (name === 'careers') await page.getByRole('form', { name: /^Send Us Your Resume for / }).waitFor();
      await revealLazyImages(page);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await screenshot(page, `${name}-${tag}`, { fullPage: true });
    }
  }
  expect(await page.getByRole('heading', { level: 1, name: 'Careers' }).count()).toBe(1);
  expect(errors).toEqual([]);
});
