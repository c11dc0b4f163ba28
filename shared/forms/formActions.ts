// Where the storefront's forms are sent when the browser sends them itself (no script yet, or
// none): server/routes/forms answers each with a redirect back to the page and a flash message.
// With script the islands take the forms over and make their usual calls. One constant each, so
// a page's script holds only the addresses of its own forms.

export const CART_ADD_FORM = '/form/cart/add';
export const CART_UPDATE_FORM = '/form/cart/update';
export const CART_REMOVE_FORM = '/form/cart/remove';
export const WISHLIST_FORM = '/form/wishlist';
export const COMPARE_FORM = '/form/compare';
export const SIGN_IN_FORM = '/form/sign-in';

/** The hidden field a form carries its XSRF token in (server/plugins/xsrf.ts checks it). */
export const XSRF_FIELD = '_xsrf';
export const SIGN_IN_CODE_FORM = '/form/sign-in/code';
export const SIGN_IN_CODE_VERIFY_FORM = '/form/sign-in/code/verify';
export const ALERT_FORM = '/form/alerts';
export const ALERT_REMOVE_FORM = '/form/alerts/remove';
/** A delivered order's return request (multipart, its photos with it), by the order's id. */
export const returnForm = (orderId: number) => `/form/orders/${orderId}/returns`;
