import { useEffect, useState } from 'react';

/** A list for a select: kept on success; a failure is only logged (the select stays empty). */
export function useList<T>(load: (() => Promise<T[]>) | null): T[] {
  const [items, setItems] = useState<T[]>([]);
  // Another list asked for: the old one goes at once.
  const [itemsOf, setItemsOf] = useState(() => load);
  if (itemsOf !== load) {
    setItemsOf(() => load);
    setItems([]);
  }
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (list) => current && setItems(list),
      (error: unknown) => console.error('[haat] could not load a list for the address form', error),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return items;
}
