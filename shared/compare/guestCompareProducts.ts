import { fetchCompareProducts } from '../api/compare';
import type { CompareProduct } from '../api/contract';
import type { AppThunk } from '../store/store';

/** The last guest id list asked about, and its answer, per page store (keyed by its getState). */
const lastAsked = new WeakMap<object, { key: string; answer: Promise<CompareProduct[]> }>();

/**
 * The products of a guest's compare ids (GET /api/compare-items?product_ids[]), asked once per id
 * list and page: the navbar's counter and the compare page read the same answer. A failed answer is
 * forgotten, so a retry asks again.
 */
export function guestCompareProducts(ids: number[]): AppThunk<CompareProduct[]> {
  return (_dispatch, getState) => {
    const key = ids.join(',');
    const last = lastAsked.get(getState);
    if (last?.key === key) return last.answer;
    const answer = fetchCompareProducts(ids);
    lastAsked.set(getState, { key, answer });
    answer.catch(() => {
      if (lastAsked.get(getState)?.answer === answer) lastAsked.delete(getState);
    });
    return answer;
  };
}
