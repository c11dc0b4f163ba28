import { escapeHtml } from '../../plugins/views';

/** The account's side menu (spec section 2), in this order. */
export const ACCOUNT_MENU = [
  { label: 'Profile', href: '/customer/account/profile' },
  { label: 'Orders', href: '/customer/account/orders/data' },
  { label: 'Reviews', href: '/customer/account/reviews' },
  { label: 'Downloads', href: '/customer/account/downloadable-products' },
  { label: 'Addresses', href: '/customer/account/addresses' },
] as const;

export type AccountSection = (typeof ACCOUNT_MENU)[number]['label'];

/** The side menu as HTML, written by the server (no script needed); the current section is marked. */
export function accountMenu(current: AccountSection): string {
  const links = ACCOUNT_MENU.map(({ label, href }) => {
    const mark = label === current ? ' aria-current="page"' : '';
    return `<li><a href="${escapeHtml(href)}"${mark}>${escapeHtml(label)}</a></li>`;
  }).join('');
  return `<nav class="account-menu" aria-label="My account"><p class="account-menu-title">My Account</p><ul>${links}</ul></nav>`;
}
