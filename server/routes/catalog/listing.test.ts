import type { Kysely } from 'kysely';
import type { Paged, Product } from '../../../shared/api/contract';
import type { DB } from '../../db/schema';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

/** Every active product with what the filters look at, read straight from the tables. */
async function facts(db: Kysely<DB>) {
  const [products, categories, colors, sizes] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'min_price', 'brand_id', 'name', 'name_bn', 'sku'])
      .where('status', '=', 1)
      .execute(),
    db.selectFrom('product_categories').selectAll().execute(),
    db.selectFrom('product_colors').selectAll().execute(),
    db.selectFrom('product_sizes').selectAll().execute(),
  ]);
  return products.map((p) => ({
    ...p,
    min_price: Number(p.min_price),
    categories: categories.filter((r) => r.product_id === p.id).map((r) => r.category_id),
    colors: colors.filter((r) => r.product_id === p.id).map((r) => r.color_id),
    sizes: sizes.filter((r) => r.product_id === p.id).map((r) => r.size_id),
  }));
}
type Fact = Awaited<ReturnType<typeof facts>>[number];

describe.each(TEST_DIALECTS)('category, brand and search listings on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });
  let all: Fact[];
  let fashion: number;
  const get = async (url: string) => shop.app.inject({ method: 'GET', url });
  const page = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json() as Paged<Product>;
  };
  /** Every page of a listing, so a filter is checked on all its results. */
  const everything = async (url: string) => {
    const first = await page(`${url}&per_page=60`);
    const rest = await Promise.all(
      Array.from({ length: first.meta.last_page - 1 }, (_, i) => page(`${url}&per_page=60&page=${i + 2}`)),
    );
    return [first, ...rest].flatMap((p) => p.data.map((x) => x.id)).sort((a, b) => a - b);
  };
  const ids = (list: Fact[]) => list.map((p) => p.id).sort((a, b) => a - b);

  beforeAll(async () => {
    all = await facts(shop.database.db);
    fashion = (
      await shop.database.db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', 'mens-fashion')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('lists a category newest first, 20 a page, with the paging meta', async () => {
    const inCategory = all.filter((p) => p.categories.includes(fashion));
    const first = await page(`/categories/products/${fashion}`);
    expect(first.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(inCategory.length / 20),
      per_page: 20,
      total: inCategory.length,
    });
    expect(first.data.map((p) => p.id)).toEqual(ids(inCategory).reverse().slice(0, 20));
    expect(await everything(`/categories/products/${fashion}?`)).toEqual(ids(inCategory));
  });

  it('narrows by price (taka, on the lowest shown price), brand, colour and size', async () => {
    const inCategory = all.filter((p) => p.categories.includes(fashion));
    const prices = inCategory.map((p) => p.min_price / 100).sort((a, b) => a - b);
    const [min, max] = [prices[2], prices[prices.length - 3]];
    const byPrice = inCategory.filter((p) => p.min_price >= min * 100 && p.min_price <= max * 100);
    expect(byPrice.length).toBeLessThan(inCategory.length);
    expect(await everything(`/categories/products/${fashion}?min_price=${min}&max_price=${max}`)).toEqual(ids(byPrice));

    const brand = inCategory[0].brand_id!;
    const byBrand = inCategory.filter((p) => p.brand_id === brand);
    expect(await everything(`/categories/products/${fashion}?brand_id=${brand}`)).toEqual(ids(byBrand));

    const color = inCategory[0].colors[0];
    const byColor = byPrice.filter((p) => p.colors.includes(color));
    expect(byColor.length).toBeLessThan(byPrice.length);
    expect(
      await everything(`/categories/products/${fashion}?min_price=${min}&max_price=${max}&color_id=${color}`),
    ).toEqual(ids(byColor));

    const size = inCategory[0].sizes[0];
    const bySize = inCategory.filter((p) => p.sizes.includes(size));
    expect(await everything(`/categories/products/${fashion}?size_id=${size}&min_price=0&max_price=100000`)).toEqual(
      ids(bySize),
    );
  });

  it('takes empty filter values as no filter, and answers an empty page for a filter nothing matches', async () => {
    const inCategory = all.filter((p) => p.categories.includes(fashion));
    expect((await page(`/categories/products/${fashion}?brand_id=&color_id=&size_id=`)).meta.total).toBe(
      inCategory.length,
    );
    const none = await page(`/categories/products/${fashion}?min_price=99999&max_price=100000`);
    expect(none).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } });
  });

  it('refuses bad filters with a 422 and the field, and an unknown category with a 404', async () => {
    const refused = async (url: string, status: number, message: string | RegExp) => {
      const res = await get(url);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await refused(
      `/categories/products/${fashion}?min_price=500&max_price=100`,
      422,
      'The min_price may not be greater than the max_price.',
    );
    await refused(`/categories/products/${fashion}?min_price=-1`, 422, /min_price/);
    await refused(`/categories/products/${fashion}?max_price=abc`, 422, /max_price/);
    await refused(`/categories/products/${fashion}?color_id=99999`, 422, 'The selected color_id is invalid.');
    await refused(`/categories/products/${fashion}?brand_id=1.5`, 422, /brand_id/);
    await refused(`/categories/products/${fashion}?page=0`, 422, /page/);
    await refused(`/categories/products/${fashion}?per_page=61`, 422, /per_page/);
    await refused('/categories/products/99999', 404, 'Category not found.');
    await refused('/categories/products/abc', 422, /categoryId/);
    const root = await shop.database.db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', 'root')
      .executeTakeFirstOrThrow();
    await refused(`/categories/products/${root.id}`, 404, 'Category not found.');
  });

  it("lists a brand's products, narrowed by price and colour, and refuses an unknown brand", async () => {
    const brand = all.find((p) => p.colors.length)!.brand_id!;
    const ofBrand = all.filter((p) => p.brand_id === brand);
    expect(await everything(`/brand/products/${brand}?min_price=0&max_price=100000`)).toEqual(ids(ofBrand));
    const color = ofBrand.find((p) => p.colors.length)!.colors[0];
    expect(await everything(`/brand/products/${brand}?color_id=${color}`)).toEqual(
      ids(ofBrand.filter((p) => p.colors.includes(color))),
    );
    expect((await get('/brand/products/99999')).statusCode).toBe(404);
    expect((await get(`/brand/products/${brand}?min_price=10&max_price=1`)).statusCode).toBe(422);
  });

  it('searches names and SKUs in any case, paged, and refuses an empty term', async () => {
    const walton = all.filter((p) => /walton/i.test(p.name) || /walton/i.test(p.sku));
    expect(walton.length).toBeGreaterThan(0);
    expect(await everything('/search/products?term=WALTON')).toEqual(ids(walton));
    const sku = all[5].sku;
    expect((await page(`/search/products?term=${sku.toLowerCase()}`)).data.map((p) => p.sku)).toEqual([sku]);
    // LIKE wildcards in the term are plain characters: "%" matches nothing, and the nearest products are offered.
    expect((await page('/search/products?term=%25')).meta.closest).toBe(true);
    expect((await page('/search/products?term=no-such-thing-anywhere')).meta.closest).toBe(true);
    for (const url of ['/search/products', '/search/products?term=', '/search/products?term=%20%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/term|search keyword/);
    }
  });

  it('finds every product whose name, Bangla name or SKU holds the piece typed, long or short', async () => {
    const { sku } = all[7];
    const bangla = all.find((p) => p.name_bn)!.name_bn!;
    for (const piece of [sku.slice(2, 7).toLowerCase(), 'Rice', 'ph', 'x', [...bangla].slice(1, 4).join('')]) {
      const held = all.filter((p) =>
        [p.name, p.name_bn ?? '', p.sku].some((text) => text.toLowerCase().includes(piece.toLowerCase())),
      );
      expect(held.length).toBeGreaterThan(0);
      expect(await everything(`/search/products?term=${encodeURIComponent(piece)}`)).toEqual(ids(held));
    }
  });
});
