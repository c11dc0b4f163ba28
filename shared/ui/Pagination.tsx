import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { formatNumber } from '../format/number';
import { useT } from '../i18n/useT';
import { useShop } from '../store/hooks';
import { pageWindow } from './pageCount';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are: pageCount(total, pageSize). Nothing renders for one page or none. */
  count: number;
  onChange: (page: number) => void;
  /**
   * A page's address, for a list kept in the address (the listings): the pages are then links the
   * browser follows itself before or without script, which onChange takes over. Without it, buttons.
   */
  href?: (page: number) => string;
  /** Names the navigation landmark when a page has more than one list ("Trending Products pages"). */
  label?: string;
  disabled?: boolean;
}

/**
 * Page buttons (or links, with `href`) for a list: Previous, the page numbers (first, last and the
 * neighbours of the current one, with gaps), Next. The current page is marked aria-current="page".
 * <Pagination page={page} count={pageCount(meta.total, meta.per_page)} onChange={load} />
 */
export function Pagination({ page, count, onChange, href, label, disabled = false }: PaginationProps) {
  const t = useT();
  const { locale } = useShop();
  if (count <= 1) return null;
  const control = (target: number, off: boolean, children: ReactNode, mark: object = {}) => {
    const go = (event: MouseEvent) => {
      event.preventDefault();
      if (!disabled && target !== page && target >= 1 && target <= count) onChange(target);
    };
    // A link that leads nowhere (Previous on the first page) has no address, and is a disabled link:
    // role="link" keeps it announced as one, and crawlers skip an address-less anchor with a role.
    return href ? (
      <a
        href={off ? undefined : href(target)}
        role={off ? 'link' : undefined}
        onClick={go}
        aria-disabled={off || disabled || undefined}
        {...mark}
      >
        {children}
      </a>
    ) : (
      <button type="button" onClick={go} disabled={off || disabled} {...mark}>
        {children}
      </button>
    );
  };
  return (
    <nav className="pagination" aria-label={label ?? t('common.pagination')}>
      {control(
        page - 1,
        page <= 1,
        <>
          <span aria-hidden="true">‹</span> {t('common.previous')}
        </>,
      )}
      {pageWindow(page, count).map((p, index) =>
        p === null ? (
          <span key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Fragment key={p}>
            {control(p, false, formatNumber(p, locale), {
              className: p === page ? 'current' : undefined,
              'aria-label': t('common.page', { page: p }),
              'aria-current': p === page ? 'page' : undefined,
            })}
          </Fragment>
        ),
      )}
      {control(
        page + 1,
        page >= count,
        <>
          {t('common.next')} <span aria-hidden="true">›</span>
        </>,
      )}
    </nav>
  );
}
