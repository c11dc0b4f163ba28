/**
 * The trail above a page: Home > this page. Every island writes its breadcrumb this one way.
 *   <Breadcrumb current={category.name} />
 */
export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <a href="/">Home</a>
        </li>
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
