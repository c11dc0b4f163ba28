import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { srcsetWidths, VARIANT_FORMATS } from '../../shared/catalog/imageSources';
import { thumbnailPath } from '../catalog/productView';
import { variantFile } from '../uploads/variants';
import { openTestDatabase, TEST_DIALECTS, testDatabase } from '../test/testShop';
import { clearShopData, DEMO_PRODUCTS, seedDatabase } from '.';

jest.setTimeout(120_000);

describe.each(TEST_DIALECTS)('the demo shop seed on %s', (dialect) => {
  const database = testDatabase(dialect, (db) =>
    seedDatabase(db, { storageDir: '/tmp/haat-test-storage', drawImages: false }),
  );
  const db = () => database.db;
  const count = async (table: 'products' | 'brands' | 'product_variants' | 'related_products' | 'flash_deals') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stocks over 500 products in 12 departments from at least 15 brands', async () => {
    expect(DEMO_PRODUCTS).toBeGreaterThanOrEqual(500);
    expect(await count('products')).toBe(DEMO_PRODUCTS);
    const categories = await db()
      .selectFrom('categories')
      .select(['slug', 'logo_path'])
      .where('slug', '!=', 'root')
      .execute();
    expect(categories).toHaveLength(12);
    expect(categories.every((c) => c.logo_path === `category/${c.slug}.webp`)).toBe(true);
    expect(await count('brands')).toBeGreaterThanOrEqual(15);
    const types = await db()
      .selectFrom('products')
      .select('type')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy('type')
      .execute();
    expect(types.map((t) => t.type).sort()).toEqual(['configurable', 'simple']);
    const flags = await db()
      .selectFrom('products')
      .select((eb) => [
        eb.fn.sum<number>('featured').as('featured'),
        eb.fn.sum<number>('trending').as('trending'),
        eb.fn.count<number>('special_price').as('special'),
      ])
      .executeTakeFirstOrThrow();
    for (const n of Object.values(flags)) expect(Number(n)).toBeGreaterThan(10);
    expect(await count('related_products')).toBeGreaterThan(DEMO_PRODUCTS);
  });

  it('names every department and brand in Bangla, and the popular products with their model codes kept', async () => {
    const bengali = /^[\u0980-\u09FF][\u0980-\u09FF ]*$/;
    const categories = await db()
      .selectFrom('categories')
      .select(['slug', 'name_bn'])
      .where('slug', '!=', 'root')
      .execute();
    expect(categories.filter((c) => !bengali.test(c.name_bn ?? ''))).toEqual([]);
    expect(categories.find((c) => c.slug === 'mobiles-tablets')?.name_bn).toBe('মোবাইল ফোন ও ট্যাবলেট');
    const brands = await db().selectFrom('brands').select(['admin_name', 'name_bn']).execute();
    expect(brands.filter((b) => !bengali.test(b.name_bn ?? ''))).toEqual([]);
    expect(brands.find((b) => b.admin_name === 'Walton')?.name_bn).toBe('ওয়ালটন'.normalize('NFC'));
    expect(brands.find((b) => b.admin_name === 'Aarong')?.name_bn).toBe('আড়ং'.normalize('NFC'));

    const products = await db().selectFrom('products').select(['name', 'name_bn', 'featured', 'trending']).execute();
    const translated = products.filter((p) => p.name_bn !== null);
    expect(translated.length).toBeGreaterThanOrEqual(50);
    expect(translated.length).toBeLessThanOrEqual(150);
    expect(translated.every((p) => p.featured || p.trending)).toBe(true);
    for (const p of translated) {
      // Every model code of the English name (R10, 4GB/64GB, 25W) is in the Bangla one as written.
      for (const code of p.name.match(/\S*\d\S*[A-Za-z]\S*|\S*[A-Za-z]\S*\d\S*/g) ?? [])
        expect(p.name_bn).toContain(code);
      expect(p.name_bn).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('gives configurable products variants of their own, and indexes their colours and sizes', async () => {
    const product = await db()
      .selectFrom('products')
      .selectAll()
      .where('type', '=', 'configurable')
      .where('special_price', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const variants = await db()
      .selectFrom('product_variants')
      .selectAll()
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute();
    expect(new Set(variants.map((v) => v.name)).size).toBe(variants.length);
    expect(Number(product.price)).toBe(Number(variants[0].price));
    expect(Number(product.min_price)).toBe(Math.min(...variants.map((v) => Number(v.special_price ?? v.price))));
    const colors = await db()
      .selectFrom('product_colors')
      .select('color_id')
      .where('product_id', '=', product.id)
      .execute();
    expect(colors.map((c) => c.color_id).sort()).toEqual([...new Set(variants.map((v) => v.color_id))].sort());
    const images = await db()
      .selectFrom('product_images')
      .select('variant_id')
      .where('product_id', '=', product.id)
      .execute();
    for (const v of variants) expect(images.some((i) => i.variant_id === v.id)).toBe(true);
  });

  it('runs two campaigns (Percentage with a flash banner, fixed) and flash deals with top deals', async () => {
    const now = new Date().toISOString();
    const campaigns = await db()
      .selectFrom('campaigns')
      .selectAll()
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('id')
      .execute();
    expect(campaigns.map((c) => [c.discount_type, c.is_flash])).toEqual([
      ['Percentage', 1],
      ['fixed', 0],
    ]);
    expect(campaigns[0].image).toBe('campaign/mega-flash-sale.webp');
    const deals = await db().selectFrom('flash_deals').selectAll().execute();
    expect(deals.filter((d) => d.top_deal === 1)).toHaveLength(4);
    expect(deals.length).toBeGreaterThan(4);
  });

  it(
    'writes reviews for about a third of the products: mixed stars, some verified, a few with photos, counted on ' +
      'the products',
    async () => {
      const reviewed = await db()
        .selectFrom('products')
        .select(['id', 'reviews_count', 'rating_total'])
        .where('reviews_count', '>', 0)
        .execute();
      expect(reviewed.length / DEMO_PRODUCTS).toBeGreaterThan(0.28);
      expect(reviewed.length / DEMO_PRODUCTS).toBeLessThan(0.4);
      const reviews = await db()
        .selectFrom('reviews as r')
        .innerJoin('customers as c', 'c.id', 'r.customer_id')
        .select(['r.product_id', 'r.rating', 'r.photos', 'r.customer_id', 'c.first_name'])
        .execute();
      for (const p of reviewed.slice(0, 20)) {
        const own = reviews.filter((r) => r.product_id === p.id);
        expect([p.reviews_count, p.rating_total]).toEqual([own.length, own.reduce((sum, r) => sum + r.rating, 0)]);
      }
      expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
      expect(new Set(reviews.map((r) => r.first_name)).size).toBeGreaterThan(30);
      expect(reviews.filter((r) => r.photos !== '[]').length).toBeGreaterThanOrEqual(3);
      const verified = await db()
        .selectFrom('reviews as r')
        .select('r.id')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('orders as o')
              .innerJoin('order_items as i', 'i.order_id', 'o.id')
              .select('o.id')
              .whereRef('o.customer_id', '=', 'r.customer_id')
              .whereRef('i.product_id', '=', 'r.product_id'),
          ),
        )
        .execute();
      expect(verified.length / reviews.length).toBeGreaterThan(0.4);
      expect(verified.length / reviews.length).toBeLessThan(0.7);
    },
  );

  it('seeds the same shop again after clearing it, and new products still get fresh ids', async () => {
    const before = await db()
      .selectFrom('products')
      .select(['name', 'price', 'url_key'])
      .orderBy('id')
      .limit(30)
      .execute();
    await clearShopData(db());
    await seedDatabase(db(), { storageDir: '/tmp/haat-test-storage', products: 30, drawImages: false });
    expect(await db().selectFrom('products').select(['name', 'price', 'url_key']).orderBy('id').execute()).toEqual(
      before,
    );
    const fresh = await db()
      .insertInto('products')
      .values({ type: 'simple', sku: 'NEW-1', name: 'New', url_key: 'new', price: 100, min_price: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const last = await db()
      .selectFrom('products')
      .select((eb) => eb.fn.max<number>('id').as('id'))
      .where('sku', '!=', 'NEW-1')
      .executeTakeFirstOrThrow();
    expect(fresh.id).toBeGreaterThan(Number(last.id));
  });
});

describe('the demo pictures', () => {
  const storage = mkdtempSync(path.join(tmpdir(), 'haat-seed-'));
  let images: { path: string; position: number }[];
  let reviewPhotos: { small: string; large: string }[];
  beforeAll(async () => {
    const database = await openTestDatabase('sqlite');
    await seedDatabase(database.db, { storageDir: storage, products: 24 });
    images = await database.db.selectFrom('product_images').select(['path', 'position']).execute();
    reviewPhotos = (await database.db.selectFrom('reviews').select('photos').execute()).flatMap((r) =>
      JSON.parse(r.photos),
    );
    await database.db.destroy();
  });
  afterAll(() => rmSync(storage, { recursive: true, force: true }));

  it(
    'draws every product picture at 430x510 with its 80x80 thumbnail, review photos, logos, banners and ' + 'defaults',
    async () => {
      const paths = [...new Set(images.map((r) => r.path))];
      expect(paths.length).toBeGreaterThan(24);
      for (const file of paths) {
        expect(await sharp(path.join(storage, file)).metadata()).toMatchObject({
          width: 430,
          height: 510,
          format: 'webp',
        });
        expect(await sharp(path.join(storage, thumbnailPath(file))).metadata()).toMatchObject({
          width: 80,
          height: 80,
        });
      }
      expect(reviewPhotos.length).toBeGreaterThan(0);
      for (const photo of reviewPhotos) {
        expect(await sharp(path.join(storage, photo.small)).metadata()).toMatchObject({
          width: 160,
          height: 160,
          format: 'webp',
        });
        expect(await sharp(path.join(storage, photo.large)).metadata()).toMatchObject({
          width: 600,
          height: 600,
          format: 'webp',
        });
      }
      expect(await sharp(path.join(storage, 'defaults/category.png')).metadata()).toMatchObject({
        width: 128,
        height: 128,
        format: 'png',
      });
      expect(await sharp(path.join(storage, 'defaults/product.png')).metadata()).toMatchObject({
        width: 430,
        height: 510,
      });
      for (const file of [
        'category/groceries.webp',
        'brand/walton.webp',
        'campaign/mega-flash-sale.webp',
        'campaign/tech-appliance-week.webp',
      ]) {
        expect(existsSync(path.join(storage, file))).toBe(true);
      }
    },
  );

  it("stores every picture's AVIF and WebP copies its srcsets name, no wider than the picture is drawn", async () => {
    const copy = async (file: string, width: number, format: 'avif' | 'webp') => {
      const { width: drawn, format: stored } = await sharp(
        path.join(storage, variantFile(file, width, format)),
      ).metadata();
      return `${drawn} ${stored}`;
    };
    const stored = (file: string, width: number, format: 'avif' | 'webp') =>
      existsSync(path.join(storage, variantFile(file, width, format)));
    // The first picture is drawn in cards (430), the flash deal's small card (86) and the account's reviews (64).
    const first = images.find((image) => image.position === 0)!.path;
    expect(await copy(first, 64, 'avif')).toBe('64 heif');
    expect(await copy(first, 240, 'webp')).toBe('240 webp');
    expect(await copy(first, 860, 'avif')).toBe('430 heif');
    for (const { path: file, position } of images) {
      for (const format of VARIANT_FORMATS) {
        for (const width of [...srcsetWidths(430), ...(position === 0 ? srcsetWidths(64) : [])])
          expect(stored(file, width, format)).toBe(true);
        for (const width of srcsetWidths(80)) expect(stored(thumbnailPath(file), width, format)).toBe(true);
      }
    }
    // The gallery's 80x80 thumbnails offer 128w and 240w to 2x screens: copies of those very widths.
    expect(await copy(thumbnailPath(first), 240, 'avif')).toBe('240 heif');
    expect(await copy(thumbnailPath(first), 128, 'webp')).toBe('128 webp');
    expect(await copy('defaults/thumb-product.png', 240, 'webp')).toBe('240 webp');
    expect(await copy('defaults/product.png', 240, 'avif')).toBe('240 heif');
    expect(await copy('category/groceries.webp', 128, 'webp')).toBe('128 webp');
    expect(await copy('campaign/mega-flash-sale.webp', 640, 'avif')).toBe('640 heif');
    expect(await copy('blog/cash-on-delivery-tips/thumbnail.webp', 1200, 'webp')).toBe('600 webp');
    expect(await copy(reviewPhotos[0].small, 128, 'avif')).toBe('128 heif');
    // Brand logos are drawn by no srcset, so they have no copies.
    expect(stored('brand/walton.webp', 240, 'webp')).toBe(false);
  });
});
