import { Fragment, useState } from 'react';
import type { TopBarProps } from '../../shared/api/contract';
import { useT } from '../../shared/i18n/useT';
import { sizedLabel } from '../../shared/ui/sizedLabel';
import { useShop } from '../../shared/store/hooks';

/**
 * The thin strip above the navbar: the delivery promise, the account links (a guest also gets
 * Track Order: a customer follows their orders in My Orders, and a phone has no room for both),
 * and the language switch, English / বাংলা: links to this address in each language, which the
 * server keeps in a cookie. Each language's name is written in itself, so a shopper who cannot
 * read the page still finds theirs.
 */
export function TopBar({ languages = [], labelWidths }: Partial<TopBarProps>) {
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
      {/* eslint-disable jsx-a11y/anchor-has-content -- sizedLabel gives each link's text as children */}
      <span className="top-bar-links">
        {isCustomer ? (
          <>
            <a href="/customer/account/profile" {...sizedLabel(labelWidths, t('top-bar.myAccount'))} />
            <a href="/customer/account/orders/data" {...sizedLabel(labelWidths, t('top-bar.myOrders'))} />
            <button
              type="button"
              onClick={logout}
              disabled={leaving}
              {...sizedLabel(labelWidths, t('top-bar.logout'))}
            />
          </>
        ) : (
          <>
            <a href="/track-order" {...sizedLabel(labelWidths, t('top-bar.trackOrder'))} />
            <a href="/customer/login" {...sizedLabel(labelWidths, t('top-bar.login'))} />
            <a href="/customer/register" {...sizedLabel(labelWidths, t('top-bar.signUp'))} />
          </>
        )}
        {languages.length > 1 && (
          <span className="language-switch" role="group" aria-label={t('top-bar.language')}>
            {languages.map(({ code, label, href, current }, n) => (
              <Fragment key={code}>
                {n > 0 && <span aria-hidden="true">/</span>}
                <a
                  href={href}
                  hrefLang={code}
                  lang={code}
                  aria-current={current ? 'true' : undefined}
                  {...sizedLabel(labelWidths, label)}
                />
              </Fragment>
            ))}
          </span>
        )}
      </span>
      {/* eslint-enable jsx-a11y/anchor-has-content */}
    </div>
  );
}
