import type { Crumb } from '../../../shared/ui/Breadcrumb';
import { PRIVATE_HEADS } from '../../seo/contentHeads';
import type { PageLanguage } from '../../seo/head';

/** The account's side menu, in this order: Profile, Orders, Reviews, Downloads, Addresses, Alerts. */
export const ACCOUNT_MENU = [
  { section: 'profile', href: '/customer/account/profile' },
  { section: 'orders', href: '/customer/account/orders/data' },
  { section: 'reviews', href: '/customer/account/reviews' },
  { section: 'downloads', href: '/customer/account/downloadable-products' },
  { section: 'addresses', href: '/customer/account/addresses' },
  { section: 'alerts', href: '/customer/account/alerts' },
] as const;

export type AccountSection = (typeof ACCOUNT_MENU)[number]['section'];

/** An account page's island: its mount point's name, an extra class, its first-paint data. */
export interface AccountMount {
  island: string;
  className?: string;
  props?: object;
}

/** The menu's names in the page's language. */
const menuLabels = (page: PageLanguage): Record<AccountSection, string> => ({
  profile: page.t('pages.profile'),
  orders: page.t('pages.orders'),
  reviews: page.t('pages.reviews'),
  downloads: page.t('pages.downloads'),
  addresses: page.t('pages.addresses'),
  alerts: page.t('pages.alerts'),
});

/**
 * What account.html writes for one page, in the page's language: its heading, the breadcrumb
 * (Home > My Account, or the page named as `parent`, > the page), the side menu with the page's
 * section marked (written by the server: no script needed), and its island or, without one, a
 * plain message.
 */
export function accountPage(
  page: PageLanguage,
  section: AccountSection,
  title: string,
  content: { mount: AccountMount } | { message: string },
  parent: Crumb = { label: page.t('pages.myAccount'), href: '/customer/account/profile' },
) {
  const labels = menuLabels(page);
  return {
    title,
    seo: PRIVATE_HEADS.account(page, title),
    crumbs: [{ label: page.t('pages.home'), href: '/' }, parent, { label: title }],
    accountMenu: ACCOUNT_MENU.map(({ section: item, href }) => ({
      label: labels[item],
      href,
      current: item === section,
    })),
    // Every account island's mount point is an account-island, some with a class of their own.
    ...('mount' in content
      ? {
          mount: { ...content.mount, className: ['account-island', content.mount.className].filter(Boolean).join(' ') },
        }
      : content),
  };
}
