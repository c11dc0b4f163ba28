import { useEffect, useState } from 'react';
import { useFollowCounter } from '../../shared/counters/useFollowCounter';
import { selectCompareCount } from '../../shared/store/countersSlice';
import { useAppDispatch, useAppSelector, useShop } from '../../shared/store/hooks';
import { useT } from '../../shared/i18n/useT';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { EmptyState, LoadFailed } from '../../shared/ui/PageStates';
import { Spinner } from '../../shared/ui/Spinner';
import { CompareTable } from './CompareTable';
import { loadCompare, removeFromCompare } from './compareThunks';
import { selectCompareProducts, selectCompareRemoving, selectCompareStatus } from './compareSlice';

/**
 * /compare, for guests (ids in localStorage compare_items, and those the compare form without script
 * kept, which the server writes into the page) and customers (their list on the server, written
 * into the page). When the compare counter changes to a number the table does not show (another
 * tab added or removed one), the list is read again.
 */
export function ComparePage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectCompareStatus);
  const products = useAppSelector(selectCompareProducts);
  const removing = useAppSelector(selectCompareRemoving);
  const count = useAppSelector(selectCompareCount);
  const t = useT();

  // A customer's list comes ready with the page; a guest's ids are in this browser, read after it is shown
  // (the products they added without script, which the server showed, join them there).
  // Once per mount: later changes come through the counter.
  const { isCustomer } = useShop();
  const [served] = useState(status === 'ready' && isCustomer);
  useEffect(() => {
    if (!served) void dispatch(loadCompare());
  }, [dispatch, served]);

  useFollowCounter(count, products.length, status === 'ready', () => void dispatch(loadCompare()));

  let body;
  if (status === 'loading') {
    body = <Spinner label={t('compare.loading')} minHeight={420} />;
  } else if (status === 'failed') {
    body = <LoadFailed text={t('compare.loadFailed')} onRetry={() => void dispatch(loadCompare())} />;
  } else if (products.length === 0) {
    body = <EmptyState text={t('compare.empty')} />;
  } else {
    body = (
      <CompareTable
        products={products}
        removing={removing}
        onRemove={(productId) => void dispatch(removeFromCompare(productId))}
      />
    );
  }

  return (
    <section className="list-page">
      <Breadcrumb current={t('compare.compare')} />
      <h1>{t('compare.title')}</h1>
      {body}
    </section>
  );
}
