/** A page of the trail above this one (server/views/partials/breadcrumb.html writes the same markup). */
export interface Crumb {
  label: string;
  href?: string;
}

const HOME: Crumb = { label: 'Home', href: '/' };

/**
 * The trail above a page: Home, the pages above this one if any (`via`), then this page. Every
 * island writes its breadcrumb this one way.
 *   <Breadcrumb current={category.name} />
 *   <Breadcrumb via={[{ label: 'My Account', href: '/customer/account/profile' }]} current="My Orders" />
 */
export function Breadcrumb({ current, via = [] }: { current: string; via?: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {[HOME, ...via].map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}</li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
