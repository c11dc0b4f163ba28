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
  /** Names the navigation landmark when a page has more than one list ("Trending Products pages"). */
  label?: string;
  disabled?: boolean;
}

/**
 * Page buttons for a list: Previous, the page numbers (first, last and the neighbours of the
 * current one, with gaps), Next. The current page is marked aria-current="page".
 * <Pagination page={page} count={pageCount(meta.total, meta.per_page)} onChange={load} />
 */
export function Pagination({ page, count, onChange, label, disabled = false }: PaginationProps) {
  const t = useT();
  const { locale } = useShop();
  if (count <= 1) return null;
  const go = (target: number) => () => {
    if (target !== page && target >= 1 && target <= count) onChange(target);
  };
  return (
    <nav className="pagination" aria-label={label ?? t('common.pagination')}>
      <button type="button" onClick={go(page - 1)} disabled={disabled || page <= 1}>
        <span aria-hidden="true">‹</span> {t('common.previous')}
      </button>
      {pageWindow(page, count).map((p, index) =>
        p === null ? (
          <span key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={p === page ? 'current' : undefined}
            aria-label={t('common.page', { page: p })}
            aria-current={p === page ? 'page' : undefined}
            onClick={go(p)}
            disabled={disabled}
          >
            {formatNumber(p, locale)}
          </button>
        ),
      )}
      <button type="button" onClick={go(page + 1)} disabled={disabled || page >= count}>
        {t('common.next')} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
