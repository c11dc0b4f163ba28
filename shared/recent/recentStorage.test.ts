import { RECENT_KEPT } from './recentContract';
import { readRecentIds, rememberView, RECENT_STORAGE_KEY, writeRecentIds } from './recentStorage';

beforeEach(() => writeRecentIds([]));

describe("a guest's recently viewed ids in the browser", () => {
  it('puts a view first, once, and keeps the newest twelve', () => {
    for (let id = 1; id <= 14; id += 1) rememberView(id);
    rememberView(5);
    const ids = readRecentIds();
    expect(ids).toHaveLength(RECENT_KEPT);
    expect(ids).toEqual([5, 14, 13, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('mirrors them in the cookie the sign-in reads, and removes both when emptied', () => {
    rememberView(7);
    rememberView(3);
    expect(document.cookie).toContain('recently_viewed=3.7');
    writeRecentIds([]);
    expect(document.cookie).not.toContain('recently_viewed');
    expect(localStorage.getItem(RECENT_STORAGE_KEY)).toBeNull();
  });

  it('reads a damaged entry as no views', () => {
    for (const damaged of ['{', '"12"', '{"a":1}', '[-1, 0, 2.5, "x"]']) {
      localStorage.setItem(RECENT_STORAGE_KEY, damaged);
      expect(readRecentIds()).toEqual([]);
    }
  });
});
