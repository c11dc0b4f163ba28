import { useState } from 'react';
import type { TopBarProps } from '../../shared/api/contract';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';

/**
 * The thin strip above the navbar: the delivery promise, the account links (a guest also gets
 * Track Order: a customer follows their orders in My Orders, and a phone has no room for both),
 * and the language switch, English / বাংলা: links to this address in each language, which the
 * server keeps in a cookie. Each language's name is written in itself, so a shopper who cannot
 * read the page still finds theirs.
 */
export function TopBar({ languages = [] }: Partial<TopBarProps>) {
  const { isCustomer } = useShop();
  const t = useT();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      // Signing out is rare: its call module loads on the click, not with every page.
      const { signOut } = await import('../../shared/api/customer');
      await signOut();
      window.location.assign('/');
    } catch (error) {
      console.error('[haat] logout failed', error);
      setLeaving(false);
    }
  }

  return (
    <div className="container top-bar-inner">
      <span>{t('top-bar.promise')}</span>
      <span className="top-bar-links">
        {isCustomer ? (
          <>
            <a href="/customer/account/profile">{t('top-bar.myAccount')}</a>
            <a href="/customer/account/orders/data">{t('top-bar.myOrders')}</a>
            <button type="button" onClick={logout} disabled={leaving}>{t('top-bar.logout')}</button>
          </>
        ) : (
          <>
            <a href="/track-order">{t('top-bar.trackOrder')}</a>
            <a href="/customer/login">{t('top-bar.login')}</a>
            <a href="/customer/register">{t('top-bar.signUp')}</a>
          </>
        )}
        {languages.length > 1 && (
          <span className="language-switch" role="group" aria-label={t('top-bar.language')}>
            {languages.map(({ code, label, href, current }) => (
              <a key={code} href={href} hrefLang={code} lang={code} aria-current={current ? 'true' : undefined}>{label}</a>
            ))}
          </span>
        )}
      </span>
    </div>
  );
}
