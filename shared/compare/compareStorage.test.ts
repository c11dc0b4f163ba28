import { COMPARE_STORAGE_KEY, readCompareIds, writeCompareIds } from './compareStorage';

beforeEach(() => localStorage.clear());

describe("a guest's compare list in localStorage", () => {
  it('lives under compare_items', () => {
    writeCompareIds([3, 8]);
    expect(COMPARE_STORAGE_KEY).toBe('compare_items');
    expect(localStorage.getItem('compare_items')).toBe('[3,8]');
    expect(readCompareIds()).toEqual([3, 8]);
  });

  it('is empty when nothing was stored', () => {
    expect(readCompareIds()).toEqual([]);
  });

  it('reads a damaged entry as an empty list, and drops ids that are not product ids', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, '{oops');
    expect(readCompareIds()).toEqual([]);
    localStorage.setItem(COMPARE_STORAGE_KEY, '{"id":3}');
    expect(readCompareIds()).toEqual([]);
    localStorage.setItem(COMPARE_STORAGE_KEY, '[3,"8",0,-1,2.5,"x",null]');
    expect(readCompareIds()).toEqual([3, 8]);
  });
});

describe('the compare taps a guest made without script', () => {
  it('join the list after its products, once each, and leave their cookie', () => {
    writeCompareIds([3, 8]);
    document.cookie = 'compare_form_items=8.5.x.12; path=/';
    expect(readCompareIds()).toEqual([3, 8, 5, 12]);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('[3,8,5,12]');
    expect(document.cookie).not.toContain('compare_form_items');
    expect(readCompareIds()).toEqual([3, 8, 5, 12]);
  });
});
