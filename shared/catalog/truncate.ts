/**
 * How many characters of a name each place shows before '...': category cards 12, grid 22, search 25, small flash-deal
 * cards 37 ...
 */
export const CATEGORY_NAME_LENGTH = 12;
export const NAME_LENGTH = {
  grid: 22,
  campaign: 22,
  featured: 25,
  trending: 25,
  search: 25,
  card: 25,
  flashSmall: 37,
} as const;

/** Cuts text to at most `length` characters plus an ellipsis; shorter text is left as it is. */
export function truncate(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? chars.slice(0, length).join('') + '...' : text;
}
