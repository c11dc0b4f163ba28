import type { Crumb } from '../../../shared/ui/Breadcrumb';
import { PRIVATE_HEADS } from '../../seo/contentHeads';

/** The account's side menu, in this order: Profile, Orders, Reviews, Downloads, Addresses. */
export const ACCOUNT_MENU = [
  { label: 'Profile', href: '/customer/account/profile' },
  { label: 'Orders', href: '/customer/account/orders/data' },
  { label: 'Reviews', href: '/customer/account/reviews' },
  { label: 'Downloads', href: '/customer/account/downloadable-products' },
  { label: 'Addresses', href: '/customer/account/addresses' },
] as const;

export type AccountSection = (typeof ACCOUNT_MENU)[number]['label'];

/** An account page's island: its mount point's name, an extra class, its first-paint data. */
export interface AccountMount {
  island: string;
  className?: string;
  props?: object;
}

const MY_ACCOUNT: Crumb = { label: 'My Account', href: '/customer/account/profile' };

/**
 * What account.html writes for one page: its heading, the breadcrumb (Home > My Account, or the
 * page named as `parent`, > the page), the side menu with the page's section marked (written by the
 * server: no script needed), and its island or, without one, a plain message.
 */
export function accountPage(
  section: AccountSection,
  title: string,
  content: { mount: AccountMount } | { message: string },
  parent: Crumb = MY_ACCOUNT,
) {
  return {
    title,
    seo: PRIVATE_HEADS.account(title),
    crumbs: [{ label: 'Home', href: '/' }, parent, { label: title }],
    accountMenu: ACCOUNT_MENU.map((item) => ({ ...item, current: item.label === section })),
    ...content,
  };
}
