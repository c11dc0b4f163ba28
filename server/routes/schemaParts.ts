/**
 * Schema parts every area's calls share, so one bound holds everywhere: a row id fits the
 * databases' integer column (a larger number would fail in PostgreSQL, not answer "not found"),
 * and a page number stays small enough that its offset is an ordinary number.
 */
import { MAX_PAGE } from '../catalog/listing';

/** The largest id a row can have (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/** Path parameters that are all row ids. */
export const idParams = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((name) => [name, idSchema])),
});

/** `page`: 1 to MAX_PAGE, 1 when left out. */
export const pageSchema = { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } as const;

/** `per_page`: 1 to `max`. */
export const perPageSchema = (max: number, fallback: number) =>
  ({ type: 'integer', minimum: 1, maximum: max, default: fallback }) as const;
