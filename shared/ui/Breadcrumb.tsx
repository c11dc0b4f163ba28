import { useT } from '../i18n/useT';

/** A page of the trail above this one (server/views/partials/breadcrumb.html writes the same markup). */
export interface Crumb {
  label: string;
  href?: string;
}

/**
 * The trail above a page: Home (in the page's language), the pages above this one if any (`via`),
 * then this page. Every island writes its breadcrumb this one way; callers pass texts already shown.
 *   <Breadcrumb current={category.name} />
 *   <Breadcrumb via={[{ label: 'My Account', href: '/customer/account/profile' }]} current="My Orders" />
 */
export function Breadcrumb({ current, via = [] }: { current: string; via?: Crumb[] }) {
  const t = useT();
  const home: Crumb = { label: t('common.home'), href: '/' };
  return (
    <nav className="breadcrumb" aria-label={t('common.breadcrumb')}>
      <ol>
        {[home, ...via].map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}</li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
