import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

type ChoiceKind = 'brand' | 'color' | 'size';

/** A row of category_choices (migration 037); its table is known to this module alone. */
interface CategoryChoicesTable {
  category_id: number;
  kind: ChoiceKind;
  choice_id: number;
  /** How many of the category's active products have the choice: 0 offers it no more. */
  products: number | string;
}

/** The ids of the brands, colours and sizes a listing's active products have. */
export type ChoiceIds = Record<ChoiceKind, Set<number>>;

/** A category's choices, read off its rows of the read model category_choices (readModels.ts). */
export async function categoryChoiceIds(db: Kysely<DB>, categoryId: number): Promise<ChoiceIds> {
  const rows = await db
    .withTables<{ category_choices: CategoryChoicesTable }>()
    .selectFrom('category_choices')
    .select(['kind', 'choice_id'])
    .where('category_id', '=', categoryId)
    .where('products', '>', 0)
    .execute();
  const ids: ChoiceIds = { brand: new Set(), color: new Set(), size: new Set() };
  for (const row of rows) ids[row.kind].add(row.choice_id);
  return ids;
}
