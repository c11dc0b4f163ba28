export interface Crumb {
  label: string;
  /** Left out for the current page (the last crumb). */
  href?: string;
}

/**
 * The trail above a page: Home > ... > this page. The last crumb is the current page.
 * <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: category.name }]} />
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {item.href && !last ? <a href={item.href}>{item.label}</a> : <span aria-current={last ? 'page' : undefined}>{item.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
