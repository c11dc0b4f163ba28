import { useEffect, useRef } from 'react';

/**
 * Reads a list page again when its navbar counter changes to a number the page does not show:
 * another tab added or removed an item. The page's own changes keep the two equal.
 */
export function useFollowCounter(count: number, shown: number, ready: boolean, reload: () => void): void {
  const counted = useRef(count);
  useEffect(() => {
    if (count === counted.current) return;
    counted.current = count;
    if (ready && count !== shown) reload();
  }, [count, shown, ready, reload]);
}
