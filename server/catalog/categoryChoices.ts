import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

type ChoiceKind = 'brand' | 'color' | 'size';

/** The ids of the brands, colours and sizes a listing's active products have. */
export type ChoiceIds = Record<ChoiceKind, Set<number>>;

/**
 * A category's or brand's choices, read off its rows of category_choices or brand_choices (migration
 * 037, readModels.ts): each row counts the owner's active products holding a choice, and 0 offers it no more.
 */
export async function choiceIds(
  db: Kysely<DB>,
  scope: { categoryId: number } | { brandId: number },
): Promise<ChoiceIds> {
  const [owner, id] = 'categoryId' in scope ? ['category', scope.categoryId] : ['brand', scope.brandId];
  const { rows } = await sql<{ kind: ChoiceKind; choice_id: number }>`select kind, choice_id
    from ${sql.table(`${owner}_choices`)} where ${sql.ref(`${owner}_id`)} = ${id} and products > 0`.execute(db);
  const ids: ChoiceIds = { brand: new Set(), color: new Set(), size: new Set() };
  for (const row of rows) ids[row.kind].add(row.choice_id);
  return ids;
}
