import { hostileSuite, INJECTIONS, type HostileCase } from './hostileSuite';

const json = { 'content-type': 'application/json' };
const post = (name: string, url: string, payload: unknown, extra: Partial<HostileCase> = {}): HostileCase => ({
  name,
  method: 'POST',
  url,
  payload: payload as HostileCase['payload'],
  ...extra,
});
const COMMENT = { name: 'Karim', email: 'karim@example.com', comment: 'Nice post', blog_id: 1 };
const form = (parts: string[], boundary = 'C') => ({
  payload: `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`,
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});
const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const RESUME = ['name', 'email', 'phone', 'experience', 'dob', 'expected_salary', 'address'].map((n) =>
  field(n, n === 'email' ? 'a@example.com' : '1'),
);

const cases: HostileCase[] = [
  // Blog and comments.
  { name: 'related blogs of category 0', url: '/related-blogs/0/1' },
  { name: 'comments of a blog id that is a word', url: '/all-comments/latest' },
  ...Object.entries(INJECTIONS).map(([what, text]) =>
    post(`comment with ${what} as the name`, '/submit-comment', { ...COMMENT, name: text }),
  ),
  post('comment without a body', '/submit-comment', { name: 'Karim', email: 'karim@example.com', blog_id: 1 }),
  post('comment with a 100,000-character comment', '/submit-comment', { ...COMMENT, comment: 'x'.repeat(100_000) }),
  post('comment with blog_id as an object', '/submit-comment', { ...COMMENT, blog_id: { $gt: 0 } }),
  post('comment on a blog that does not exist', '/submit-comment', { ...COMMENT, blog_id: 999999 }),
  post('comment with email as a list', '/submit-comment', { ...COMMENT, email: ['a@example.com', 'b@example.com'] }),
  post('comment with a NUL in the comment', '/submit-comment', { ...COMMENT, comment: 'hi\u0000there' }),
  // Careers.
  {
    name: 'resume as JSON without a CV',
    method: 'POST',
    url: '/submit-resume',
    payload: { name: 'Karim', email: 'a@example.com' },
  },
  {
    name: 'resume as multipart without a boundary',
    method: 'POST',
    url: '/submit-resume',
    payload: 'name=Karim',
    headers: { 'content-type': 'multipart/form-data' },
  },
  {
    name: 'resume as truncated multipart',
    method: 'POST',
    url: '/submit-resume',
    payload: '--C\r\nContent-Disposition: form-data; name="name"\r\n\r\nKar',
    headers: { 'content-type': 'multipart/form-data; boundary=C' },
  },
  {
    name: 'resume with a CV that is a shell script named cv.pdf',
    method: 'POST',
    url: '/submit-resume',
    ...form([
      ...RESUME,
      'Content-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: ' +
        'application/pdf\r\n\r\n#!/bin/sh\nrm -rf /',
    ]),
  },
  {
    name: 'resume with two CVs',
    method: 'POST',
    url: '/submit-resume',
    ...form([
      ...RESUME,
      ...[1, 2].map(
        (i) =>
          `Content-Disposition: form-data; name="cv"; filename="cv${i}.pdf"\r\nContent-Type: ` +
          `application/pdf\r\n\r\n%PDF-1.4`,
      ),
    ]),
  },
  {
    name: 'resume with a CV file name that climbs folders',
    method: 'POST',
    url: '/submit-resume',
    ...form([
      ...RESUME,
      'Content-Disposition: form-data; name="cv"; filename="../../../etc/passwd"\r\nContent-Type: ' +
        'application/pdf\r\n\r\nroot:x:0:0',
    ]),
  },
  {
    name: 'resume with a 10,000-character name',
    method: 'POST',
    url: '/submit-resume',
    ...form([field('name', 'N'.repeat(10_000))]),
  },
  {
    name: 'resume with a template expression in every field',
    method: 'POST',
    url: '/submit-resume',
    ...form(RESUME.map((p) => p.replace(/\r\n\r\n.*$/s, `\r\n\r\n${INJECTIONS['a template expression']}`))),
  },
  // Pages.
  {
    name: 'a product page whose key is a script tag',
    url: `/products/${encodeURIComponent('<script>alert(1)</script>')}`,
  },
  { name: 'a category page whose slug climbs folders', url: '/categories/..%2f..%2fetc%2fpasswd' },
  { name: 'a blog page whose slug is an SQL injection', url: `/blogs/${encodeURIComponent("x' OR 1=1 --")}` },
  { name: 'an order page of someone else', url: '/customer/account/orders/view/999999', as: 'customer' },
  // How a body arrives.
  post(
    'a JSON body of 2 MB',
    '/api/checkout/cart',
    { product_id: 1, quantity: 1, pad: 'x'.repeat(2 * 1024 * 1024) },
    { status: 413 },
  ),
  post('a JSON body nested 100,000 arrays deep', '/api/checkout/cart', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, {
    headers: json,
    status: 400,
  }),
  post('a JSON body nested 50,000 objects deep', '/customer/login', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, {
    headers: json,
    status: 400,
  }),
  post(
    'a JSON body nested 40 levels in a field',
    '/submit-comment',
    { ...COMMENT, blog_id: JSON.parse(`${'['.repeat(40)}1${']'.repeat(40)}`) },
    { status: 400 },
  ),
  post('JSON that is cut off', '/customer/login', '{"email": "a@example.com", "pass', { headers: json, status: 400 }),
  post('an empty JSON body', '/customer/login', '', { headers: json, status: 400 }),
  post('JSON with a lone surrogate escape', '/customer/login', '{"email":"\\ud800@example.com","password":"x"}', {
    headers: json,
    status: 400,
  }),
  post('a body of plain text', '/customer/login', 'email=a', {
    headers: { 'content-type': 'text/plain' },
    status: 422,
  }),
  post('a body of an unknown type', '/customer/login', '<a/>', {
    headers: { 'content-type': 'application/x-evil' },
    status: 415,
  }),
  post('multipart to a JSON-only call', '/customer/login', ...[form([field('email', 'a@example.com')]).payload], {
    headers: form([]).headers,
  }),
  post(
    'a form body with 10,000 fields',
    '/customer/login',
    Array.from({ length: 10_000 }, (_, i) => `f${i}=1`).join('&'),
    { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  ),
  post('a content-length that lies', '/customer/login', '{}', { headers: { ...json, 'content-length': '99999' } }),
];

hostileSuite('blog, careers, page and body', cases);
