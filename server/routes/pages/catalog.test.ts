import { DEFAULT_FILTERS } from '../../../shared/filters/listingFilters';
import type {
  AllProductsPageProps,
  BrandPageProps,
  CampaignPageProps,
  CategoryPageProps,
  FlashDealProps,
  HomePageProps,
  ProductPageProps,
  SearchPageProps,
} from '../../../shared/api/contract';
import { islandProps, pageScripts } from '../../test/browser';
import { demoCatalogue, TEST_DIALECTS, TEST_PRODUCTS, testShop } from '../../test/testShop';

describe.each(TEST_DIALECTS)('catalogue pages on %s', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });
  const open = async (url: string, status = 200) => {
    const res = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('text/html');
    return res;
  };

  it('writes the home props and the running flash campaign into the layout', async () => {
    const res = await open('/');
    const home = islandProps<HomePageProps>(res.body, 'home');
    expect(home.categories).toHaveLength(12);
    expect(home.flashCampaign).toMatchObject({
      slug: 'mega-flash-sale',
      title: 'Mega Flash Sale',
      discount_type: 'Percentage',
      discount: 20,
    });
    const flash = islandProps<FlashDealProps>(res.body, 'flash-deal');
    expect(flash).toEqual({
      campaign: { slug: 'mega-flash-sale', title: 'Mega Flash Sale' },
      endsAt: home.flashCampaign!.ends_at,
    });
    expect(pageScripts(res.body)).toContain('/build/home.js');
  });

  it('renders a category page with its sidebar, filter sections, choices, first page and featured list', async () => {
    const res = await open('/categories/mens-fashion');
    expect(res.body).toContain('<title>Men&#x27;s Fashion | Haat</title>');
    const page = islandProps<CategoryPageProps>(res.body, 'category');
    expect(page.category).toEqual({ id: expect.any(Number), name: "Men's Fashion", slug: 'mens-fashion' });
    expect(page.categories.map((c) => c.slug)).not.toContain('root');
    expect(page.filterable).toEqual(['price', 'brand', 'color', 'size']);
    expect(page.brands.map((b) => b.admin_name).sort()).toEqual(expect.arrayContaining(['Aarong']));
    expect(page.brands.map((b) => b.admin_name)).not.toContain('Radhuni');
    expect(page.colors.length).toBeGreaterThan(0);
    expect(page.sizes.map((s) => s.admin_name)).toEqual(expect.arrayContaining(['M']));
    expect(page.products.meta).toMatchObject({ current_page: 1, per_page: 20, total: TEST_PRODUCTS / 12 });
    expect(page.products.data.every((p) => p.price <= 60000)).toBe(true);
    expect(page.featured.length).toBeGreaterThan(0);
  });

  it('renders a brand page without brand choices', async () => {
    const page = islandProps<BrandPageProps>((await open('/brands/walton')).body, 'brand');
    expect(page.brand).toEqual({
      id: expect.any(Number),
      admin_name: 'Walton',
      slug: 'walton',
      logo_path: 'brand/walton.webp',
    });
    expect(page.filterable).not.toContain('brand');
    expect(page.brands).toEqual([]);
    expect(page.products.data.length).toBeGreaterThan(0);
    expect(page.products.data.every((p) => p.name.startsWith('Walton'))).toBe(true);
  });

  it('renders a product page with its details, variant colours and sizes, and related products', async () => {
    const row = await shop.database.db
      .selectFrom('products')
      .select(['id', 'url_key', 'name'])
      .where('type', '=', 'configurable')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await open(`/products/${row.url_key}`);
    const page = islandProps<ProductPageProps>(res.body, 'product');
    expect(page.product).toMatchObject({
      id: row.id,
      name: row.name,
      url_key: row.url_key,
      description: expect.stringContaining('<ul>'),
      video_link: null,
    });
    expect(page.product.brand?.admin_name).toBe(row.name.split(' ')[0]);
    expect(page.product.category).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
    });
    for (const variant of page.product.product_variants) {
      expect(variant.sku).toMatch(/^[A-Z]{3}-/);
      expect(variant.color?.swatch_value).toMatch(/^#[0-9a-f]{6}$/);
      expect(variant.name).toContain(variant.color!.admin_name);
    }
    expect(page.related.length).toBeGreaterThan(0);
  });

  it('renders all products, search results (also for no term) and campaign details', async () => {
    const all = islandProps<AllProductsPageProps>((await open('/products')).body, 'all-products');
    expect(all.products.meta.total).toBe(TEST_PRODUCTS);
    const search = islandProps<SearchPageProps>((await open('/search?term=aarong')).body, 'search');
    expect(search.term).toBe('aarong');
    expect(search.products.data.length).toBeGreaterThan(0);
    // The page paints what the search call answers, each product in its card's shape only.
    const answered = (await shop.app.inject({ method: 'GET', url: '/search/products?term=aarong' })).json<{
      data: { id: number; sku: string }[];
    }>().data;
    expect(search.products.data.map((p) => p.id)).toEqual(answered.map((p) => p.id));
    expect(search.products.data[0]).not.toHaveProperty('sku');
    expect(islandProps<SearchPageProps>((await open('/search')).body, 'search')).toEqual({
      term: '',
      products: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
      filters: DEFAULT_FILTERS,
    });
    // A shared link's order and page: the server paints that page, and the island starts from them.
    const sorted = islandProps<AllProductsPageProps>(
      (await open('/products?sort=price_desc&page=2')).body,
      'all-products',
    );
    expect(sorted.filters).toEqual({ ...DEFAULT_FILTERS, sort: 'price_desc', page: 2 });
    expect(sorted.products.meta.current_page).toBe(2);
    const campaign = islandProps<CampaignPageProps>(
      (await open('/campaign-details/tech-appliance-week')).body,
      'campaign',
    );
    expect(campaign.campaign).toMatchObject({
      slug: 'tech-appliance-week',
      title: 'Tech & Appliance Week',
      discount_type: 'fixed',
      discount: 500,
    });
    expect(campaign.lists.category_products.map((c) => c.slug)).toEqual(['mobiles-tablets']);
  });

  it('answers unknown slugs with the real 404 page', async () => {
    for (const url of [
      '/categories/root',
      '/categories/no-such-thing',
      '/brands/nobody',
      '/products/not-for-sale',
      '/campaign-details/ended-long-ago',
    ]) {
      const res = await open(url, 404);
      expect(res.body).toContain('<h1>404</h1>');
      expect(res.body).toMatch(/could not be found/);
      expect(res.body).toContain('data-island="navbar"');
    }
  });
});
