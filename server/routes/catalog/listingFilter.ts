import { serverText } from '../../lib/serverText';
import type { FieldTexts } from '../../../shared/validation/fieldErrors';
import type { Kysely } from 'kysely';
import { allColors, allSizes, brandRows, categoryRows } from '../../catalog/attributes';
import type { ListingFilter } from '../../catalog/listing';
import type { DB } from '../../db/schema';
import { toPoisha } from '../../lib/money';
import { NotFound, Refused } from '../../lib/domainErrors';
import type { ListingQuery } from './schemas';

/** A listing's category or brand, named by id in the path: an active one, else 404. */
export async function requireScope(db: Kysely<DB>, owner: 'category' | 'brand', id: number): Promise<void> {
  const known = owner === 'category' ? await categoryRows(db) : await brandRows(db);
  if (!known.some((x) => x.id === id))
    throw new NotFound(serverText(owner === 'category' ? 'server.categoryNotFound' : 'server.brandNotFound'));
}

/**
 * The listing query (taka, ids) as a filter (poisha, ids), refused with 422 and a field message
 * when the prices are the wrong way round or an id names no brand, colour or size.
 */
export async function listingFilter(db: Kysely<DB>, query: ListingQuery): Promise<ListingFilter> {
  const errors: FieldTexts = {};
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    errors.min_price = [serverText('server.minAboveMax')];
  }
  const [brands, colors, sizes] = await Promise.all([brandRows(db), allColors(db), allSizes(db)]);
  const known = (field: 'brand_id' | 'color_id' | 'size_id', ids: { id: number }[]) => {
    const value = query[field];
    if (value !== undefined && !ids.some((x) => x.id === value))
      errors[field] = [serverText('server.selectedInvalid', { field })];
  };
  known('brand_id', brands);
  known('color_id', colors);
  known('size_id', sizes);
  const first = Object.values(errors)[0];
  if (first) throw new Refused(first[0], { fields: errors });
  return {
    minPrice: query.min_price === undefined ? undefined : toPoisha(query.min_price),
    maxPrice: query.max_price === undefined ? undefined : toPoisha(query.max_price),
    brandId: query.brand_id,
    colorId: query.color_id,
    sizeId: query.size_id,
  };
}
