/**
 * Where the storefront's forms are sent when the browser sends them itself (no script yet, or
 * none): server/routes/forms answers each with a redirect back to the page and a flash message.
 * With script the islands take the forms over and make their usual calls.
 */
export const FORM_ACTIONS = {
  cartAdd: '/form/cart/add',
  cartUpdate: '/form/cart/update',
  cartRemove: '/form/cart/remove',
  wishlist: '/form/wishlist',
  compare: '/form/compare',
  signIn: '/form/sign-in',
} as const;

/** The hidden field a form carries its XSRF token in (server/plugins/xsrf.ts checks it). */
export const XSRF_FIELD = '_xsrf';
