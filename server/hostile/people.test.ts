import { ANOTHER_ORDER, hostileSuite, INJECTIONS, type HostileCase } from './hostileSuite';

const post = (name: string, url: string, payload: unknown, extra: Partial<HostileCase> = {}): HostileCase => ({
  name,
  method: 'POST',
  url,
  payload: payload as HostileCase['payload'],
  ...extra,
});
const REGISTER = {
  first_name: 'Karim',
  last_name: 'Ahmed',
  email: 'karim.hostile@example.com',
  phone: '01812345670',
  password: 'secret123',
  password_confirmation: 'secret123',
};
let registrations = 0;
/**
 * The registration form with these fields changed, under an email and phone no other case uses (so no case is refused
 * as a duplicate).
 */
const registration = (fields: Record<string, unknown>) => {
  registrations += 1;
  return {
    ...REGISTER,
    email: `hostile${registrations}@example.com`,
    phone: `0181234${String(registrations).padStart(4, '0')}`,
    ...fields,
  };
};
const ADDRESS = {
  first_name: 'Karim',
  last_name: 'Ahmed',
  address: ['House 1'],
  state: 'Dhaka',
  city: 'Gulshan',
  postcode: '1212',
  phone: '01712345678',
  country: 'BD',
};
const review = (fields: Record<string, string>) => {
  const body = Object.entries(fields)
    .map(([name, value]) => `--R\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { payload: `${body}--R--\r\n`, headers: { 'content-type': 'multipart/form-data; boundary=R' } };
};

const cases: HostileCase[] = [
  // Registration: every field wrong in its own way; nothing is written.
  post('register with email as an object', '/customer/register', registration({ email: { $ne: '' } })),
  post('register with password as a list of two', '/customer/register', registration({ password: ['a', 'b'] })),
  post(
    'register with a 100,000-character first name',
    '/customer/register',
    registration({ first_name: 'K'.repeat(100_000) }),
  ),
  post('register with an empty body', '/customer/register', {}),
  post(
    'register with null for every field',
    '/customer/register',
    Object.fromEntries(Object.keys(REGISTER).map((k) => [k, null])),
  ),
  // A name may hold apostrophes, braces and other punctuation: it is stored as a bound value and
  // printed escaped, never run (the registration rule accepts SQL and template text in a name).
  // Markup, a direction override and a name of invisible characters are refused by the name rule.
  ...Object.entries(INJECTIONS)
    .filter(([what]) => what !== 'an SQL injection' && what !== 'a template expression')
    .map(([what, text]) =>
      post(`register with ${what} as first name`, '/customer/register', registration({ first_name: text })),
    ),
  post(
    'register with an SQL injection as email',
    '/customer/register',
    registration({ email: "a'--@example.com' OR 1=1" }),
  ),
  post(
    'register with a zero-width space in the email',
    '/customer/register',
    registration({ email: 'kar\u200Bim@example.com' }),
  ),
  post(
    'register with passwords that differ',
    '/customer/register',
    registration({ password_confirmation: 'other1234' }),
  ),
  post('register with a phone number of letters', '/customer/register', registration({ phone: 'not-a-phone' })),
  post('register with __proto__ in the body', '/customer/register', `{"first_name":"K","__proto__":{"admin":true}}`, {
    headers: { 'content-type': 'application/json' },
  }),
  post(
    'register with constructor.prototype in the body',
    '/customer/register',
    `{"constructor":{"prototype":{"admin":true}}}`,
    { headers: { 'content-type': 'application/json' } },
  ),
  // Sign-in.
  post('login with email as a list', '/customer/login', { email: ['a@example.com', 'b@example.com'], password: 'x' }),
  post('login with password as an object', '/customer/login', { email: 'a@example.com', password: { $gt: '' } }),
  post('login with an SQL injection as email', '/customer/login', { email: "' OR 1=1 --", password: 'x' }),
  post('login without a password', '/customer/login', { email: 'a@example.com' }),
  post('login with a NUL in the password', '/customer/login', { email: 'a@example.com', password: 'pass\u0000word' }),
  // Account.
  { name: 'profile read by a guest', url: '/customer/account/profile/edit-info' },
  post('profile edit by a guest', '/customer/account/profile/edit', { first_name: 'Mallory' }),
  post(
    'profile edit with email as a list of two',
    '/customer/account/profile/edit',
    { email: ['a@example.com', 'b@example.com'] },
    { as: 'customer' },
  ),
  post(
    'profile edit with a script tag as first name',
    '/customer/account/profile/edit',
    { first_name: INJECTIONS['a script tag'], last_name: 'Uddin' },
    { as: 'customer' },
  ),
  post(
    'profile edit with a new password but a wrong current one',
    '/customer/account/profile/edit',
    { new_password: 'newpass123', new_password_confirmation: 'newpass123', current_password: 'wrong' },
    { as: 'customer' },
  ),
  { name: 'orders of a guest', url: '/api/customer/orders' },
  { name: 'orders with a per_page that is not offered', url: '/api/customer/orders?per_page=1000', as: 'customer' },
  { name: 'orders with page 1e18', url: '/api/customer/orders?page=1e18', as: 'customer' },
  { name: 'an order of someone else', url: '/api/customer/orders/999999', as: 'customer' },
  { name: 'an order id past the integer column', url: '/api/customer/orders/99999999999', as: 'customer' },
  post('cancel an order of someone else', '/customer/account/orders/cancel/999999', {}, { as: 'customer' }),
  post('cancel an order by a guest', '/customer/account/orders/cancel/1', {}),
  // Tracking an order (anyone) and Order Again (the order's customer only).
  ...(
    [
      ['no order number or phone', ''],
      ['no phone', 'increment_id=HT-100001'],
      ['no order number', 'phone=01712345678'],
      ['an order number of letters', 'increment_id=HT-ABCDEF&phone=01712345678'],
      ['an order number of five digits', 'increment_id=HT-10000&phone=01712345678'],
      ['a negative order number', 'increment_id=-100001&phone=01712345678'],
      ['an order number of 1e18', 'increment_id=1e18&phone=01712345678'],
      [
        'an SQL injection as order number',
        `increment_id=${encodeURIComponent(INJECTIONS['an SQL injection'])}&phone=01712345678`,
      ],
      ['a NUL in the order number', `increment_id=${encodeURIComponent('HT-100001\u0000')}&phone=01712345678`],
      ['an order number as a list of two', 'increment_id=HT-100001&increment_id=HT-100002&phone=01712345678'],
      ['a 10,000-digit phone', `increment_id=HT-100001&phone=${'0'.repeat(10_000)}`],
      ['a 41-character phone', `increment_id=HT-100001&phone=${'1'.repeat(41)}`],
      ['a phone of letters', 'increment_id=HT-100001&phone=not-a-phone'],
      ['an order that does not exist', 'increment_id=HT-999999&phone=01712345678'],
    ] as const
  ).map(([what, query]): HostileCase => ({ name: `track an order with ${what}`, url: `/api/orders/track?${query}` })),
  post('order again by a guest', '/api/customer/orders/1/reorder', {}),
  post(
    "order again of another customer's order",
    `/api/customer/orders/${ANOTHER_ORDER}/reorder`,
    {},
    { as: 'customer', status: 404 },
  ),
  post('order again of an order that does not exist', '/api/customer/orders/999999/reorder', {}, { as: 'customer' }),
  post('order again with an order id that is a word', '/api/customer/orders/latest/reorder', {}, { as: 'customer' }),
  post('order again with a negative order id', '/api/customer/orders/-1/reorder', {}, { as: 'customer' }),
  post(
    'order again with an order id past the integer column',
    '/api/customer/orders/99999999999/reorder',
    {},
    { as: 'customer' },
  ),
  // Addresses.
  { name: 'saved addresses of a guest', url: '/api/customer/addresses' },
  { name: 'thanas of district 0', url: '/thanas/all/0' },
  { name: 'thanas of a district that does not exist', url: '/thanas/all/9999' },
  post('address create by a guest', '/customer/account/addresses/create', ADDRESS),
  post(
    'address create with first_name as an object',
    '/customer/account/addresses/create',
    { ...ADDRESS, first_name: { a: 1 } },
    { as: 'customer' },
  ),
  post(
    'address create with 4 address lines',
    '/customer/account/addresses/create',
    { ...ADDRESS, address: ['1', '2', '3', '4'] },
    { as: 'customer' },
  ),
  post(
    'address create with a district that does not exist',
    '/customer/account/addresses/create',
    { ...ADDRESS, state: 'Atlantis' },
    { as: 'customer' },
  ),
  post(
    'address create with an SQL injection as thana',
    '/customer/account/addresses/create',
    { ...ADDRESS, city: INJECTIONS['an SQL injection'] },
    { as: 'customer' },
  ),
  post(
    'address create with a lone surrogate in the name',
    '/customer/account/addresses/create',
    { ...ADDRESS, first_name: INJECTIONS['a lone surrogate'] },
    { as: 'customer' },
  ),
  post(
    'address create with a courier city id of 1e30',
    '/customer/account/addresses/create',
    { ...ADDRESS, city_id: 1e30 },
    { as: 'customer' },
  ),
  // Wishlist and compare.
  { name: 'wishlist of a guest', url: '/api/customer/wishlist' },
  post('wishlist add by a guest', '/api/customer/wishlist', { product_id: 1 }),
  post('wishlist add with product_id as a word', '/api/customer/wishlist', { product_id: 'rice' }, { as: 'customer' }),
  post(
    'wishlist add of a product that does not exist',
    '/api/customer/wishlist',
    { product_id: 999999 },
    { as: 'customer' },
  ),
  {
    name: 'wishlist removal of a line that is not there',
    method: 'DELETE',
    url: '/api/customer/wishlist/999999',
    as: 'customer',
  },
  {
    name: 'wishlist removal with an id past the integer column',
    method: 'DELETE',
    url: '/api/customer/wishlist/99999999999',
    as: 'customer',
  },
  post('compare add with product_id negative', '/api/compare-items', { product_id: -1 }, { as: 'customer' }),
  {
    name: 'compare list with 51 ids',
    url: `/api/compare-items?${Array.from({ length: 51 }, (_, i) => `product_ids[]=${i + 1}`).join('&')}`,
  },
  { name: 'compare list with ids that are words', url: '/api/compare-items?product_ids[]=a&product_ids[]=b' },
  // Reviews.
  {
    name: 'a guest writes a review',
    method: 'POST',
    url: '/api/product/1/review',
    ...review({ title: 'Good', comment: 'Nice', rating: '5' }),
  },
  {
    name: 'a review rated 99',
    method: 'POST',
    url: '/api/product/1/review',
    as: 'customer',
    ...review({ title: 'Good', comment: 'Nice', rating: '99' }),
  },
  {
    name: 'a review rated as a word',
    method: 'POST',
    url: '/api/product/1/review',
    as: 'customer',
    ...review({ title: 'Good', comment: 'Nice', rating: 'five' }),
  },
  {
    name: 'a review with a template expression as title and no rating',
    method: 'POST',
    url: '/api/product/1/review',
    as: 'customer',
    ...review({ title: INJECTIONS['a template expression'], comment: 'Nice' }),
  },
  {
    name: 'a review of a product that does not exist',
    method: 'POST',
    url: '/api/product/999999/review',
    as: 'customer',
    ...review({ title: 'Good', comment: 'Nice', rating: '5' }),
  },
  {
    name: 'a review with a photo that is not a picture',
    method: 'POST',
    url: '/api/product/1/review',
    as: 'customer',
    payload:
      '--R\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5\r\n--R\r\nContent-Disposition: form-data; ' +
      'name="photos"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n<?php system($_GET[1]); ?>\r\n--R--\r\n',
    headers: { 'content-type': 'multipart/form-data; boundary=R' },
  },
  {
    name: 'a review sent as truncated multipart',
    method: 'POST',
    url: '/api/product/1/review',
    as: 'customer',
    payload: '--R\r\nContent-Disposition: form-data; name="title"\r\n\r\nGo',
    headers: { 'content-type': 'multipart/form-data; boundary=R' },
  },
  { name: 'reviews of the customer read by a guest', url: '/api/customer/reviews' },
];

hostileSuite('customer, account, address, list and review', cases);
