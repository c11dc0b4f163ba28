import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { DB } from '../db/schema';
import { ensureEffectivePrices } from './effectivePrices';
import { ensureUnitsSold } from './unitsSold';

/**
 * The catalogue's read models: tables derived from products and their related tables, shaped for
 * what the listings and the search box read. None is a source of truth; each is filled by its
 * migration and kept by the triggers named here, in the transaction of the write it follows, or made
 * current by the shop when a listing needs it (`ensure`). Above all of them, a listing's answer is
 * remembered 5 s per process (listingCache.ts) and the names' words with the brands (cache.ts).
 * server/catalog/readModels.test.ts checks this list against both databases after migration: every
 * trigger named exists, and every trigger there keeps a read model listed here or one of the few
 * that keep none.
 */
export interface ReadModel {
  /** The derived tables, per database (a model may be a different table, or none, on one of them). */
  tables: Record<Dialect, string[]>;
  /** What it is computed from. */
  derivesFrom: string[];
  /** The triggers that keep it, per database. */
  triggers: Record<Dialect, string[]>;
  /** How fresh a read of it is. */
  freshness: string;
  /** What reads it. */
  readBy: string;
  /** Makes it current before a read, for a model the triggers only mark stale or feed (listingSort.ts calls it). */
  ensure?: (db: Kysely<DB>, now: Date) => Promise<void>;
}

const named = (prefix: string, events: string[]) => events.map((event) => `${prefix}_${event}`);
const WRITES = ['insert', 'update', 'delete'];

/** Tables whose rows are part of a product's card (migration 026), with products and campaign_categories. */
const CARD_PARTS = ['product_images', 'product_variants', 'campaign_products', 'product_categories'];
const cardTriggers = [
  ...named('product_cards_product', WRITES),
  ...[...CARD_PARTS, 'campaign_categories'].flatMap((table) => named(`product_cards_${table}`, WRITES)),
];

/** Tables whose writes can change an effective price (migration 010). */
const PRICE_INPUTS = [
  'products',
  'product_variants',
  'product_categories',
  'campaigns',
  'campaign_products',
  'campaign_categories',
  'campaign_brands',
];

/** Migration 027's, and 031's copying each product's effective price beside its rows and counting them. */
const categoryListingTriggers = [
  ...named('category_listing', [...WRITES, 'product', 'price']),
  ...named('category_listing_price', ['insert', 'update']),
  ...named('category_counts', WRITES),
];

/**
 * Migration 037's: a product listed, unlisted or relisted (status, brand), its status or brand changed, its colours
 * and sizes given or taken (counted for its categories and its brand), and let go of before it is deleted.
 */
const listingChoicesTriggers = [
  ...named('category_choices', ['listed', 'unlisted', 'relisted']),
  ...['color', 'size'].flatMap((kind) => named(`category_choices_${kind}`, WRITES)),
  'brand_choices_product',
  'choices_product_delete',
];

export const READ_MODELS = {
  productCards: {
    tables: { sqlite: ['product_cards'], postgres: ['product_cards'] },
    derivesFrom: ['products', ...CARD_PARTS, 'campaign_categories'],
    triggers: { sqlite: cardTriggers, postgres: cardTriggers },
    freshness: "in the write's transaction; a campaign's dates and status are applied when a card is read",
    readBy: 'every product list (productRows.ts)',
  },
  categoryListing: {
    tables: { sqlite: ['category_listing', 'category_counts'], postgres: ['category_listing', 'category_counts'] },
    derivesFrom: ['product_categories', 'products (status, min_price, brand_id)', 'product_prices'],
    triggers: { sqlite: categoryListingTriggers, postgres: categoryListingTriggers },
    freshness: "in the write's transaction",
    readBy:
      "a category's pages and counts, its price sorts too (listing.ts, listingSort.ts); the menu's counts " +
      '(categories.ts)',
  },
  productPrices: {
    tables: { sqlite: ['product_prices', 'price_marks'], postgres: ['product_prices', 'price_marks'] },
    derivesFrom: [...PRICE_INPUTS, 'the clock (campaigns starting and ending)'],
    triggers: {
      sqlite: PRICE_INPUTS.flatMap((table) => named(`${table}_price_inputs`, ['insert', 'delete', 'update'])),
      postgres: PRICE_INPUTS.map((table) => `${table}_price_inputs`),
    },
    freshness:
      'triggers only count writes in price_marks; the first price-sorted listing after one, or after a campaign ' +
      'starts or ends, computes every price again by the one price rule (effectivePrices.ts) before it reads',
    readBy: 'the price sorts (listingSort.ts)',
    ensure: ensureEffectivePrices,
  },
  nameWords: {
    tables: {
      sqlite: ['product_word_index', 'product_words', 'product_word_index_bn', 'product_words_bn', 'name_word_marks'],
      postgres: ['product_words', 'product_words_bn'],
    },
    derivesFrom: ['products (name, name_bn)'],
    triggers: {
      sqlite: [
        ...named('product_word_index', ['insert', 'delete', 'update']),
        ...named('product_word_index_bn', ['insert', 'delete', 'update']),
        ...named('name_word_marks', ['insert', 'delete', 'rename']),
      ],
      postgres: named('product_words', ['insert', 'update']).concat(named('product_words_bn', ['insert', 'update'])),
    },
    freshness:
      "in the write's transaction (on PostgreSQL a word no name holds any more stays); each process remembers the " +
      'words 5 s (cache.ts), and on SQLite reads them again only after name_word_marks counts a change',
    readBy: "the search box's typo matching (search/nameWords.ts)",
  },
  soldCountChanges: {
    tables: { sqlite: ['sold_count_changes'], postgres: ['sold_count_changes'] },
    derivesFrom: ['order_items', 'orders (status)'],
    triggers: {
      sqlite: named('sold_count', ['insert', 'delete', 'cancel', 'revive']),
      postgres: ['sold_count_item', 'sold_count_order'],
    },
    freshness:
      "appended in the order's transaction; the first best-selling listing after orders adds them into " +
      'products.sold_count (unitsSold.ts) before it reads',
    readBy: 'the best-selling sort, through products.sold_count (listingSort.ts)',
    ensure: (db) => ensureUnitsSold(db),
  },
  listingChoices: {
    tables: { sqlite: ['category_choices', 'brand_choices'], postgres: ['category_choices', 'brand_choices'] },
    derivesFrom: [
      'category_listing (status, brand_id)',
      'products (status, brand_id)',
      'product_colors',
      'product_sizes',
    ],
    triggers: { sqlite: listingChoicesTriggers, postgres: listingChoicesTriggers },
    freshness: "in the write's transaction; the filter panel remembers a listing's choices 5 s (cache.ts)",
    readBy: "a category's or brand's filter panel: which brands, colours and sizes it offers (categoryChoices.ts)",
  },
  productNames: {
    tables: { sqlite: ['product_names'], postgres: [] },
    derivesFrom: ['products (name, name_bn, sku)'],
    triggers: { sqlite: named('product_names', ['insert', 'delete', 'update']), postgres: [] },
    freshness: "in the write's transaction (PostgreSQL's trigram GIN indexes need no table)",
    readBy: 'search results and suggestions by part of a name (search.ts, productMatches.ts)',
  },
} satisfies Record<string, ReadModel>;

export type ReadModelName = keyof typeof READ_MODELS;
