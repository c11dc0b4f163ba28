/** Guests keep their compare ids in this browser's localStorage under compare_items. */
export const COMPARE_STORAGE_KEY = 'compare_items';

/** The guest's compare ids; a damaged entry reads as an empty list rather than breaking the page. */
export function readCompareIds(storage: Storage = window.localStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function writeCompareIds(ids: number[], storage: Storage = window.localStorage): void {
  storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
}
