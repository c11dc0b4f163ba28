import { useEffect, useRef, useState } from 'react';
import type { Category, LabelWidths } from '../../shared/api/contract';
import { useT } from '../../shared/i18n/useT';
import { sizedLabel } from '../../shared/ui/sizedLabel';

export interface CategoryMenuProps {
  categories?: Category[];
  /** The page's path, to mark the category being browsed (defaults to the browser's). */
  currentPath?: string;
  /** The names' widths (Bangla pages); without them each item takes its name's width. */
  labelWidths?: LabelWidths;
}

type Side = 'back' | 'forward';

/**
 * Which way the strip can still scroll: an arrow button, over the faded edge, for each. The
 * server's markup has none (it cannot measure), so nothing moves when they appear. When the arrow
 * that has focus goes (the strip reached its end), focus moves to the other arrow.
 */
function useScrollArrows() {
  const strip = useRef<HTMLUListElement>(null);
  const arrows = useRef<Partial<Record<Side, HTMLButtonElement | null>>>({});
  const refocus = useRef<Side | null>(null);
  const [more, setMore] = useState({ back: false, forward: false });

  useEffect(() => {
    const ul = strip.current;
    if (!ul) return;
    const measure = () => {
      const next = { back: ul.scrollLeft > 1, forward: ul.scrollLeft + ul.clientWidth < ul.scrollWidth - 1 };
      for (const side of ['back', 'forward'] as const) {
        const other = side === 'back' ? 'forward' : 'back';
        if (!next[side] && document.activeElement === arrows.current[side]) refocus.current = other;
      }
      setMore((now) => (now.back === next.back && now.forward === next.forward ? now : next));
    };
    measure();
    ul.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      ul.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);

  useEffect(() => {
    if (refocus.current) arrows.current[refocus.current]?.focus();
    refocus.current = null;
  }, [more]);

  // Most of a screen's width at a time, so the last category seen before stays in view.
  const scroll = (side: Side) => {
    const ul = strip.current;
    ul?.scrollBy({ left: (side === 'back' ? -0.8 : 0.8) * ul.clientWidth, behavior: 'smooth' });
  };
  const arrow = (side: Side) => (element: HTMLButtonElement | null) => {
    arrows.current[side] = element;
  };
  return { strip, more, scroll, arrow };
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
  const { strip, more, scroll, arrow } = useScrollArrows();
  const listed = new Set(categories.map((c) => c.id));
  const departments = categories.filter((c) => c.parent_id === null || !listed.has(c.parent_id));
  if (departments.length === 0) return null;
  return (
    <div
      className="category-strip"
      data-more-back={more.back || undefined}
      data-more-forward={more.forward || undefined}
    >
      {more.back && (
        <button
          type="button"
          className="category-arrow back"
          ref={arrow('back')}
          onClick={() => scroll('back')}
          aria-label={t('category-menu.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <ul ref={strip}>
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
      {more.forward && (
        <button
          type="button"
          className="category-arrow forward"
          ref={arrow('forward')}
          onClick={() => scroll('forward')}
          aria-label={t('category-menu.more')}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
