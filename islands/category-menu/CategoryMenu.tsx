import { useEffect, useRef } from 'react';
import type { Category, LabelWidths } from '../../shared/api/contract';
import { useT } from '../../shared/i18n/useT';
import { sizedLabel } from '../../shared/ui/sizedLabel';
import { watchScrollArrows } from './scrollArrows';

export interface CategoryMenuProps {
  categories?: Category[];
  /** The page's path, to mark the category being browsed (defaults to the browser's). */
  currentPath?: string;
  /** The names' widths (Bangla pages); without them each item takes its name's width. */
  labelWidths?: LabelWidths;
}

/**
 * The header's category strip, painted from the categories the server wrote into the page: the
 * departments (categories whose parent is not itself listed, i.e. children of the hidden root), in
 * the server's order; the one being browsed is marked as the current page. A strip wider than the
 * screen scrolls: a faded edge and an arrow button show there is more (by mouse or keyboard), and
 * Tab through the links brings each into view.
 */
export function CategoryMenu({
  categories = [],
  labelWidths,
  currentPath = typeof window === 'undefined' ? '' : window.location.pathname,
}: CategoryMenuProps) {
  const t = useT();
  const strip = useRef<HTMLDivElement>(null);
  // With the menu's own code: every page shows the menu and measures it once live, so a lazy
  // import was loaded at start anyway, a request of its own the build's budget did not count.
  useEffect(() => {
    const element = strip.current;
    return element ? watchScrollArrows(element) : undefined;
  }, []);
  const listed = new Set(categories.map((c) => c.id));
  const departments = categories.filter((c) => c.parent_id === null || !listed.has(c.parent_id));
  if (departments.length === 0) return null;
  return (
    <div className="category-strip" ref={strip}>
      <button type="button" className="category-arrow back" hidden aria-label={t('category-menu.previous')}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul>
        {departments.map((category) => {
          const href = `/categories/${category.slug}`;
          return (
            <li key={category.id}>
              {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- sizedLabel gives the text as children */}
              <a
                href={href}
                aria-current={currentPath === href ? 'page' : undefined}
                {...sizedLabel(labelWidths, category.name)}
              />
            </li>
          );
        })}
      </ul>
      <button type="button" className="category-arrow forward" hidden aria-label={t('category-menu.more')}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
