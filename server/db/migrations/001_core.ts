import type { Kysely } from 'kysely';
import { nowDefault, tableWithId } from './helpers';

/** Everything the storefront stores. Money columns hold poisha (bigint), flags 0/1, times ISO text. */
export async function up(db: Kysely<any>): Promise<void> {
  const now = nowDefault(db);
  const s = db.schema;

  await s
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  // Catalogue
  await tableWithId(db, 'categories')
    .addColumn('parent_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('logo_path', 'text')
    .addColumn('description', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('categories_parent').on('categories').column('parent_id').execute();
  for (const owner of ['category', 'brand']) {
    await s
      .createTable(`${owner}_filterable_attributes`)
      .addColumn('owner_id', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${owner}_filterable_pk`, ['owner_id', 'code'])
      .execute();
  }
  await tableWithId(db, 'brands')
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('logo_path', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await tableWithId(db, 'colors')
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('swatch_value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await tableWithId(db, 'sizes')
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await tableWithId(db, 'products')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull().unique())
    .addColumn('short_description', 'text')
    .addColumn('description', 'text')
    .addColumn('video_link', 'text')
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('special_price', 'bigint')
    .addColumn('min_price', 'bigint', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('products_status_price').on('products').columns(['status', 'min_price', 'id']).execute();
  await s.createIndex('products_brand_price').on('products').columns(['brand_id', 'status', 'min_price']).execute();
  await s.createIndex('products_featured').on('products').columns(['featured', 'status']).execute();
  await s.createIndex('products_trending').on('products').columns(['trending', 'status']).execute();

  for (const [table, col, ref] of [
    ['product_categories', 'category_id', 'categories.id'],
    ['product_colors', 'color_id', 'colors.id'],
    ['product_sizes', 'size_id', 'sizes.id'],
  ] as const) {
    await s
      .createTable(table)
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn(col, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, [col, 'product_id'])
      .execute();
    await s.createIndex(`${table}_product`).on(table).column('product_id').execute();
  }
  await tableWithId(db, 'product_variants')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('special_price', 'bigint')
    .addColumn('color_id', 'integer', (c) => c.references('colors.id'))
    .addColumn('size_id', 'integer', (c) => c.references('sizes.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('product_variants_product').on('product_variants').columns(['product_id', 'position']).execute();
  await tableWithId(db, 'product_images')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('product_images_product').on('product_images').columns(['product_id', 'position']).execute();
  await s
    .createTable('related_products')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('related_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('related_products_pk', ['product_id', 'related_id'])
    .execute();

  await tableWithId(db, 'campaigns')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text')
    .addColumn('image', 'text')
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_flash', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  for (const [table, col, ref] of [
    ['campaign_products', 'product_id', 'products.id'],
    ['campaign_categories', 'category_id', 'categories.id'],
    ['campaign_brands', 'brand_id', 'brands.id'],
  ] as const) {
    await s
      .createTable(table)
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn(col, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['campaign_id', col])
      .execute();
    await s.createIndex(`${table}_${col}`).on(table).column(col).execute();
  }
  await tableWithId(db, 'flash_deals')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('top_deal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('flash_deals_window').on('flash_deals').columns(['ends_at', 'starts_at']).execute();

  // Customers and what they keep
  await tableWithId(db, 'customers')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_subscribed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gender', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'carts')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('coupon_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('carts_customer').on('carts').columns(['customer_id', 'is_active']).execute();
  await tableWithId(db, 'cart_items')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('campaign_id', 'integer', (c) => c.references('campaigns.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('cart_items_cart').on('cart_items').column('cart_id').execute();
  for (const table of ['wishlist_items', 'compare_items']) {
    await tableWithId(db, table)
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint(`${table}_unique`, ['customer_id', 'product_id'])
      .execute();
  }
  await tableWithId(db, 'addresses')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('company_name', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('area', 'text')
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer')
    .addColumn('zone_id', 'integer')
    .addColumn('area_id', 'integer')
    .addColumn('vat_id', 'text')
    .addColumn('default_address', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('addresses_customer').on('addresses').column('customer_id').execute();
  await tableWithId(db, 'coupons')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('min_order', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('max_discount', 'bigint')
    .addColumn('starts_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await tableWithId(db, 'orders')
    .addColumn('increment_id', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    // One order per cart: a second submit of the same checkout cannot write a second order.
    .addColumn('cart_id', 'integer', (c) => c.notNull().unique().references('carts.id'))
    .addColumn('customer_first_name', 'text', (c) => c.notNull())
    .addColumn('customer_last_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('shipping_method', 'text', (c) => c.notNull())
    .addColumn('shipping_title', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_title', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('sub_total', 'bigint', (c) => c.notNull())
    .addColumn('discount_amount', 'bigint', (c) => c.notNull())
    .addColumn('shipping_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('grand_total', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await s.createIndex('orders_customer').on('orders').columns(['customer_id', 'id']).execute();
  await tableWithId(db, 'order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer')
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('qty_ordered', 'integer', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('tax_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('order_items_order').on('order_items').column('order_id').execute();
  await tableWithId(db, 'order_addresses')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('address_type', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('area', 'text')
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer')
    .addColumn('zone_id', 'integer')
    .addColumn('area_id', 'integer')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('001_core is the base schema; restore a backup instead of migrating down');
}
