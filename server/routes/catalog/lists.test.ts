import type { Category, FlashDealProduct, Paged, Product, Variant } from '../../../shared/api/contract';
import { demoCatalogue, TEST_DIALECTS, TEST_PRODUCTS, testShop } from '../../test/testShop';

describe.each(TEST_DIALECTS)('catalogue lists on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });
  const get = (url: string) => shop.app.inject({ method: 'GET', url });
  const json = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const db = () => shop.database.db;

  it('lists the twelve departments without root, with their product counts, at all three paths', async () => {
    for (const url of ['/home/category', '/api/categories', '/api/categories/all']) {
      const { data } = await json<{ data: Category[] }>(url);
      expect(data).toHaveLength(12);
      expect(data.map((c) => c.slug)).not.toContain('root');
      expect(data.reduce((sum, c) => sum + c.product_count, 0)).toBe(TEST_PRODUCTS);
      expect(data[0]).toEqual({
        id: expect.any(Number),
        parent_id: expect.any(Number),
        slug: 'groceries',
        name: 'Groceries',
        category_name: 'Groceries',
        logo_path: 'category/groceries.webp',
        product_count: 6,
      });
    }
  });

  it('lists brands, colours with swatches and sizes', async () => {
    const brands = (await json<{ data: { admin_name: string }[] }>('/all/brands')).data;
    expect(brands.length).toBeGreaterThanOrEqual(15);
    expect(brands.map((b) => b.admin_name)).toEqual(
      expect.arrayContaining(['Walton', 'Aarong', 'Singer Bangladesh', 'Square Toiletries']),
    );
    expect((await json<{ data: unknown[] }>('/all/colors')).data).toContainEqual({
      id: expect.any(Number),
      admin_name: 'Maroon',
      swatch_value: '#7b1f2b',
    });
    expect((await json<{ data: unknown[] }>('/all/size')).data).toContainEqual({
      id: expect.any(Number),
      admin_name: 'XL',
    });
  });

  it('lists the filter sections of a category and of a brand (never brand), and refuses unknown ones', async () => {
    const ids = await db().selectFrom('categories').select(['id', 'slug']).execute();
    const id = (slug: string) => ids.find((c) => c.slug === slug)!.id;
    expect((await json<{ data: unknown }>(`/category-filter/${id('groceries')}`)).data).toEqual([
      { code: 'price' },
      { code: 'brand' },
    ]);
    expect((await json<{ data: unknown }>(`/category-filter/${id('mens-fashion')}`)).data).toEqual([
      { code: 'price' },
      { code: 'brand' },
      { code: 'color' },
      { code: 'size' },
    ]);
    const aarong = await db().selectFrom('brands').select('id').where('slug', '=', 'aarong').executeTakeFirstOrThrow();
    expect((await json<{ data: unknown }>(`/brand-filter/${aarong.id}`)).data).toEqual([
      { code: 'price' },
      { code: 'color' },
      { code: 'size' },
    ]);
    expect((await get(`/category-filter/${id('root')}`)).statusCode).toBe(404);
    expect((await get('/category-filter/99999')).json()).toEqual({ message: 'Category not found.' });
    expect((await get('/brand-filter/99999')).json()).toEqual({ message: 'Brand not found.' });
    expect((await get('/brand-filter/-3')).statusCode).toBe(422);
  });

  it('lists at most twelve featured products, and trending ones 5, 10 or 15 a page', async () => {
    const featured = (await json<{ data: Product[] }>('/featured/products')).data;
    const flagged = await db().selectFrom('products').select('id').where('featured', '=', 1).execute();
    expect(featured.length).toBe(Math.min(12, flagged.length));
    expect(flagged.map((r) => r.id)).toEqual(expect.arrayContaining(featured.map((p) => p.id)));

    const trending = await db()
      .selectFrom('products')
      .select('id')
      .where('trending', '=', 1)
      .where('status', '=', 1)
      .execute();
    const first = await json<Paged<Product>>('/home/products');
    expect(first.meta).toEqual({
      current_page: 1,
      per_page: 5,
      total: trending.length,
      last_page: Math.ceil(trending.length / 5),
    });
    expect((await json<Paged<Product>>('/home/products?per_page=10')).data.length).toBe(Math.min(10, trending.length));
    const refused = await get('/home/products?per_page=7');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('per_page');
  });

  it('pages the whole shop, 20 a page by default and at most 60', async () => {
    const first = await json<Paged<Product>>('/shop/products/data');
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(TEST_PRODUCTS / 20),
      per_page: 20,
      total: TEST_PRODUCTS,
    });
    const second = await json<Paged<Product>>('/shop/products/data?page=2');
    expect(second.data[0].id).toBeLessThan(first.data[19].id);
    expect((await json<Paged<Product>>('/shop/products/data?per_page=60')).data).toHaveLength(60);
    expect((await json<Paged<Product>>('/shop/products/data?page=99')).data).toEqual([]);
    expect((await get('/shop/products/data?per_page=61')).statusCode).toBe(422);
    expect((await get('/shop/products/data?page=x')).statusCode).toBe(422);
  });

  it('answers products in the contract shape: taka prices, images, the first variant for configurables', async () => {
    const all = (await json<Paged<Product>>('/shop/products/data?per_page=60')).data;
    const simple = all.find((p) => p.type === 'simple')!;
    expect(Object.keys(simple).sort()).toEqual(
      [
        'average_rating',
        'final_price',
        'has_campaign',
        'id',
        'images',
        'name',
        'path',
        'price',
        'product_variants',
        'reviews_count',
        'short_description',
        'sku',
        'slug',
        'special_price',
        'type',
        'url_key',
      ].sort(),
    );
    const row = await db()
      .selectFrom('products')
      .select(['price', 'url_key'])
      .where('id', '=', simple.id)
      .executeTakeFirstOrThrow();
    expect(simple.price).toBe(Number(row.price) / 100);
    expect(simple.slug).toBe(row.url_key);
    expect(simple.path).toBe(`product/${simple.id}/main-1.webp`);
    const configurable = all.find((p) => p.type === 'configurable')!;
    expect(configurable.product_variants.length).toBeGreaterThan(1);
    expect(configurable.price).toBe(configurable.product_variants[0].price);
  });

  it('lists the running flash deals: top deals, then the others a page at a time, at the campaign price', async () => {
    const top = (await json<{ data: FlashDealProduct[] }>('/flashdeal/products')).data;
    expect(top).toHaveLength(4);
    for (const deal of top) {
      expect(deal).toMatchObject({ top_deal: true, has_campaign: true });
      expect(deal.final_price).toBeLessThanOrEqual(Math.round(deal.price * 0.8 * 100) / 100);
    }
    const more = await json<Paged<FlashDealProduct>>('/flashdeal/products/more?per_page=5');
    expect(more.meta).toEqual({ current_page: 1, last_page: 3, per_page: 5, total: 12 });
    expect(more.data.every((d) => !d.top_deal)).toBe(true);
    expect(more.data.map((d) => d.id)).not.toEqual(expect.arrayContaining([top[0].id]));
    const campaign = (await json<{ data: Record<string, unknown> }>('/flashdeal/campaign')).data;
    expect(campaign).toEqual({
      id: expect.any(Number),
      slug: 'mega-flash-sale',
      image: 'campaign/mega-flash-sale.webp',
      title: 'Mega Flash Sale',
      short_description: expect.stringContaining('20% off'),
      discount_type: 'Percentage',
      discount: 20,
      ends_at: expect.any(String),
    });
    expect(Date.parse(campaign.ends_at as string)).toBeGreaterThan(Date.now());
  });

  it("lists a campaign's categories, brands and products, and refuses an unknown campaign", async () => {
    const tech = await db()
      .selectFrom('campaigns')
      .select('id')
      .where('slug', '=', 'tech-appliance-week')
      .executeTakeFirstOrThrow();
    const { data } = await json<{
      data: { category_products: Category[]; brand_products: { admin_name: string }[]; products: Product[] };
    }>(`/campaign/products/${tech.id}`);
    expect(data.category_products.map((c) => c.slug)).toEqual(['mobiles-tablets']);
    expect(data.brand_products.map((b) => b.admin_name).sort()).toEqual(['Singer Bangladesh', 'Walton']);
    for (const product of data.products) expect(product.final_price).toBeLessThanOrEqual(product.price - 500);
    expect((await get('/campaign/products/99999')).json()).toEqual({ message: 'Campaign not found.' });
    expect((await get('/campaign/products/abc')).statusCode).toBe(422);
  });

  it("lists related products and a product's variants, and refuses unknown products", async () => {
    const configurable = await db()
      .selectFrom('products')
      .select('id')
      .where('type', '=', 'configurable')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const related = (await json<{ data: Product[] }>(`/related-products/${configurable.id}`)).data;
    const links = await db()
      .selectFrom('related_products')
      .select('related_id')
      .where('product_id', '=', configurable.id)
      .execute();
    expect(related.map((p) => p.id).sort()).toEqual(links.map((l) => l.related_id).sort());
    expect(related.length).toBeGreaterThan(0);

    const variants = (await json<{ data: Variant[] }>(`/get/variant-products/${configurable.id}`)).data;
    const rows = await db()
      .selectFrom('product_variants')
      .select(['id', 'price', 'special_price'])
      .where('product_id', '=', configurable.id)
      .orderBy('position')
      .execute();
    expect(variants.map((v) => v.id)).toEqual(rows.map((r) => r.id));
    expect(variants[0]).toEqual({
      id: rows[0].id,
      name: expect.stringContaining(' - '),
      price: Number(rows[0].price) / 100,
      special_price: rows[0].special_price === null ? null : Number(rows[0].special_price) / 100,
      images: [expect.objectContaining({ path: expect.stringMatching(/^product\/\d+\/main-[a-z-]+\.webp$/) })],
    });
    expect((await get('/related-products/99999')).json()).toEqual({ message: 'Product not found.' });
    expect((await get('/get/variant-products/99999')).statusCode).toBe(404);
    expect((await get('/get/variant-products/0')).statusCode).toBe(422);
  });
});
