import { hostileSuite, INJECTIONS, type HostileCase } from './hostileSuite';

const json = { 'content-type': 'application/json' };
const post = (name: string, url: string, payload: unknown, extra: Partial<HostileCase> = {}): HostileCase => ({
  name,
  method: 'POST',
  url,
  payload: payload as HostileCase['payload'],
  ...extra,
});
const BAD_IDS: [string, unknown][] = [
  ['a word', 'abc'],
  ['an array', [1, 2]],
  ['an object', { $gt: 0 }],
  ['null', null],
  ['a negative number', -1],
  ['a number past the integer column', 1e20],
  ['a fraction', 1.5],
];
const BAD_QUANTITIES: [string, unknown][] = [
  ['0', 0],
  ['-5', -5],
  ['a billion', 1e9],
  ['a word', 'many'],
  ['an object', { n: 1 }],
  ['1e400 as text', '1e400'],
];
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

const cases: HostileCase[] = [
  // Cart: add, campaign add, update, remove.
  ...BAD_IDS.map(([what, id]) =>
    post(`cart add with product_id as ${what}`, '/api/checkout/cart', { product_id: id, quantity: 1 }),
  ),
  ...BAD_QUANTITIES.map(([what, quantity]) =>
    post(`cart add with quantity ${what}`, '/api/checkout/cart', { product_id: 1, quantity }),
  ),
  post('cart add without product_id', '/api/checkout/cart', { quantity: 1 }),
  post('cart add with an empty body', '/api/checkout/cart', {}),
  post('cart add with a JSON array as body', '/api/checkout/cart', [{ product_id: 1, quantity: 1 }]),
  post('cart add with a JSON string as body', '/api/checkout/cart', '"rice"', { headers: json }),
  post('cart add with a disabled product', '/api/checkout/cart', { product_id: 5, quantity: 1 }),
  post('cart add with a product that does not exist', '/api/checkout/cart', { product_id: 999999, quantity: 1 }),
  post('cart add with variant_id past the integer column', '/api/checkout/cart', {
    product_id: 4,
    variant_id: 1e12,
    quantity: 1,
  }),
  post('cart add with _method as 10,000 characters', '/api/checkout/cart', {
    product_id: 1,
    quantity: 1,
    _method: 'x'.repeat(10_000),
  }),
  post('cart remove with cart_item_id as an SQL injection', '/api/checkout/cart', {
    _method: 'DELETE',
    cart_item_id: INJECTIONS['an SQL injection'],
  }),
  post('cart remove without cart_item_id', '/api/checkout/cart', { _method: 'DELETE' }),
  post(
    'cart remove of a line of another cart',
    '/api/checkout/cart',
    { _method: 'DELETE', cart_item_id: 999999 },
    { as: 'customer' },
  ),
  post('campaign add without product_price', '/api/checkout/cart/campaign', { product_id: 3, quantity: 1 }),
  post('campaign add with product_price as a word', '/api/checkout/cart/campaign', {
    product_id: 3,
    quantity: 1,
    product_price: 'free',
  }),
  post('campaign add with a price that is not the campaign price', '/api/checkout/cart/campaign', {
    product_id: 3,
    quantity: 1,
    product_price: 0.01,
  }),
  {
    name: 'cart update with qty as a list',
    method: 'PUT',
    url: '/api/checkout/cart',
    payload: { qty: [1, 2] },
    as: 'customer',
  },
  {
    name: 'cart update with qty as text',
    method: 'PUT',
    url: '/api/checkout/cart',
    payload: { qty: 'all' },
    as: 'customer',
  },
  {
    name: 'cart update with a line id that is a path',
    method: 'PUT',
    url: '/api/checkout/cart',
    payload: { qty: { '../1': 1 } },
    as: 'customer',
  },
  {
    name: 'cart update with __proto__ as a line id',
    method: 'PUT',
    url: '/api/checkout/cart',
    payload: '{"qty":{"__proto__":{"x":1}}}',
    headers: json,
    as: 'customer',
  },
  {
    name: 'cart update with a quantity of 1e20',
    method: 'PUT',
    url: '/api/checkout/cart',
    payload: { qty: { 1: 1e20 } },
    as: 'customer',
  },
  {
    name: 'cart update with a negative quantity',
    method: 'PUT',
    url: '/api/checkout/cart',
    payload: { qty: { 1: -1 } },
    as: 'customer',
  },
  { name: 'cart update with no lines', method: 'PUT', url: '/api/checkout/cart', payload: { qty: {} }, as: 'customer' },
  {
    name: 'cart update with 51 lines',
    method: 'PUT',
    url: '/api/checkout/cart',
    payload: { qty: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [i + 1, 1])) },
    as: 'customer',
  },
  {
    name: 'cart update of a guest without a cart',
    method: 'PUT',
    url: '/api/checkout/cart',
    payload: { qty: { 1: 2 } },
  },
  // Coupon.
  ...Object.entries(INJECTIONS).map(([what, code]) =>
    post(`coupon with ${what} as code`, '/api/checkout/cart/coupon', { code }, { as: 'customer' }),
  ),
  post('coupon with code as an object', '/api/checkout/cart/coupon', { code: { $ne: '' } }, { as: 'customer' }),
  post(
    'coupon with a 10,000-character code',
    '/api/checkout/cart/coupon',
    { code: 'A'.repeat(10_000) },
    { as: 'customer' },
  ),
  post('coupon without a code', '/api/checkout/cart/coupon', {}, { as: 'customer' }),
  post('coupon for a guest without a cart', '/api/checkout/cart/coupon', { code: 'EID10' }),
  { name: 'coupon removal for a guest without a cart', method: 'DELETE', url: '/api/checkout/cart/coupon' },
  // Checkout.
  post('checkout address for a guest', '/api/checkout/onepage/addresses', { billing: ADDRESS }),
  post(
    'checkout address with billing as a string',
    '/api/checkout/onepage/addresses',
    { billing: 'Gulshan' },
    { as: 'customer' },
  ),
  post(
    'checkout address with billing as a list',
    '/api/checkout/onepage/addresses',
    { billing: [ADDRESS] },
    { as: 'customer' },
  ),
  post(
    'checkout address with billing.first_name as an object',
    '/api/checkout/onepage/addresses',
    { billing: { ...ADDRESS, first_name: { a: 1 } } },
    { as: 'customer' },
  ),
  post(
    'checkout address with billing.postcode as a list of two',
    '/api/checkout/onepage/addresses',
    { billing: { ...ADDRESS, postcode: ['1', '2'] } },
    { as: 'customer' },
  ),
  post(
    'checkout address with billing.address as 4 lines',
    '/api/checkout/onepage/addresses',
    { billing: { ...ADDRESS, address: ['a', 'b', 'c', 'd'] } },
    { as: 'customer' },
  ),
  post(
    'checkout address with a 100,000-character first name',
    '/api/checkout/onepage/addresses',
    { billing: { ...ADDRESS, first_name: 'K'.repeat(100_000) } },
    { as: 'customer' },
  ),
  post(
    'checkout address with 100 extra fields',
    '/api/checkout/onepage/addresses',
    { billing: { ...ADDRESS, ...Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`x${i}`, i])) } },
    { as: 'customer' },
  ),
  post(
    'checkout address with a script tag as city',
    '/api/checkout/onepage/addresses',
    { billing: { ...ADDRESS, city: INJECTIONS['a script tag'] } },
    { as: 'customer' },
  ),
  post(
    'checkout address with an SQL injection as state',
    '/api/checkout/onepage/addresses',
    { billing: { ...ADDRESS, state: INJECTIONS['an SQL injection'] } },
    { as: 'customer' },
  ),
  post(
    'checkout address with a NUL in the last name',
    '/api/checkout/onepage/addresses',
    { billing: { ...ADDRESS, last_name: 'Ah\u0000med' } },
    { as: 'customer' },
  ),
  post(
    'checkout address with address_id of another customer',
    '/api/checkout/onepage/addresses',
    { address_id: 999999 },
    { as: 'customer' },
  ),
  post(
    'checkout address with address_id negative',
    '/api/checkout/onepage/addresses',
    { address_id: -3 },
    { as: 'customer' },
  ),
  post(
    'shipping method not offered',
    '/api/checkout/onepage/shipping-methods',
    { shipping_method: 'teleport' },
    { as: 'customer' },
  ),
  post(
    'shipping method as an SQL injection',
    '/api/checkout/onepage/shipping-methods',
    { shipping_method: INJECTIONS['an SQL injection'] },
    { as: 'customer' },
  ),
  post('shipping method missing', '/api/checkout/onepage/shipping-methods', {}, { as: 'customer' }),
  post(
    'shipping method before an address',
    '/api/checkout/onepage/shipping-methods',
    { shipping_method: 'flatrate_flatrate' },
    { as: 'customer' },
  ),
  post(
    'payment method as an object',
    '/api/checkout/onepage/payment-methods',
    { payment: { method: { $ne: 1 } } },
    { as: 'customer' },
  ),
  post(
    'payment method as a template expression',
    '/api/checkout/onepage/payment-methods',
    { payment: { method: INJECTIONS['a template expression'] } },
    { as: 'customer' },
  ),
  post('payment without a method', '/api/checkout/onepage/payment-methods', { payment: {} }, { as: 'customer' }),
  post('order before any checkout step', '/api/checkout/onepage/orders', {}, { as: 'customer' }),
  post('order by a guest', '/api/checkout/onepage/orders', {}),
  post('order with a JSON number as body', '/api/checkout/onepage/orders', '42', { as: 'customer', headers: json }),
  // Courier places and prices.
  { name: 'courier zones of city 0', url: '/api/get-zone/0' },
  { name: 'courier areas of a zone past the integer column', url: '/api/get-area/99999999999' },
  { name: 'courier zones of a city that is a word', url: '/api/get-zone/dhaka' },
  post('delivery price as JSON without fields', '/api/calculate-price', {}, { as: 'customer' }),
  post(
    "delivery price for a cart that is not the shopper's",
    '/api/calculate-price',
    { city_id: 1, zone_id: 101, cart_id: 999999, delivery_type: '48' },
    { as: 'customer' },
  ),
  post(
    'delivery price with ids as words',
    '/api/calculate-price',
    { city_id: 'a', zone_id: 'b', cart_id: 'c', delivery_type: '48' },
    { as: 'customer' },
  ),
  post(
    'delivery price with a delivery type of 10,000 characters',
    '/api/calculate-price',
    { city_id: 1, zone_id: 1, cart_id: 1, delivery_type: '1'.repeat(10_000) },
    { as: 'customer' },
  ),
  post('delivery price as multipart without a boundary', '/api/calculate-price', 'city_id=1', {
    as: 'customer',
    headers: { 'content-type': 'multipart/form-data' },
  }),
  post(
    'delivery price as truncated multipart',
    '/api/calculate-price',
    '--B\r\nContent-Disposition: form-data; name="city_id"\r\n\r\n1',
    { as: 'customer', headers: { 'content-type': 'multipart/form-data; boundary=B' } },
  ),
  post(
    'delivery price as multipart with a 300-character boundary',
    '/api/calculate-price',
    `--${'b'.repeat(300)}\r\n`,
    { as: 'customer', headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` } },
  ),
  post(
    'delivery price as multipart with 1,000 fields',
    '/api/calculate-price',
    `${Array.from(
      { length: 1000 },
      (_, i) => `--B\r\nContent-Disposition: form-data; ` + `name="f${i}"\r\n\r\n1\r\n`,
    ).join('')}--B--\r\n`,
    { as: 'customer', headers: { 'content-type': 'multipart/form-data; boundary=B' } },
  ),
  post(
    'delivery price as multipart with a __proto__ field',
    '/api/calculate-price',
    '--B\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--B--\r\n',
    { as: 'customer', headers: { 'content-type': 'multipart/form-data; boundary=B' } },
  ),
];

hostileSuite('cart, coupon, checkout and courier', cases);
