import type {
  CampaignPageProps,
  CategoryPageProps,
  HomePageProps,
  ProductPageProps,
} from '../../../shared/api/contract';
import { islandProps } from '../../test/browser';
import { demoCatalogue, TEST_DIALECTS, testShop } from '../../test/testShop';

/** The <link rel=preload as=image> of a page's head, as attributes. */
function preloadOf(html: string): Record<string, string> | null {
  const head = html.slice(0, html.indexOf('</head>'));
  const tag = /<link rel="preload" as="image"([^>]*)>/.exec(head);
  if (!tag) return null;
  return Object.fromEntries(
    [...tag[1].matchAll(/([a-z]+)="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&#x3D;/g, '=')]),
  );
}

const avifSrcset = (src: string, widths: number[]) =>
  widths.map((w) => `${src.replace(/\.(webp|png)$/, '')}-${w}w.avif ${w}w`).join(', ');

describe.each(TEST_DIALECTS)('the largest picture of a page is preloaded (%s)', (dialect) => {
  const shop = testShop(dialect, { stock: demoCatalogue });
  const open = async (url: string) => (await shop.app.inject({ url, headers: { accept: 'text/html' } })).body;

  it("preloads the product page's main picture in the widths and sizes of the gallery", async () => {
    const urlKey = islandProps<CategoryPageProps>(await open('/categories/mens-fashion'), 'category').products.data[0]
      .url_key;
    const html = await open(`/products/${urlKey}`);
    const { product } = islandProps<ProductPageProps>(html, 'product');
    const main = `/storage/${product.product_variants[0]?.images[0]?.path ?? product.images[0].path}`;
    expect(preloadOf(html)).toEqual({
      href: main,
      imagesrcset: avifSrcset(main, [240, 430, 860]),
      imagesizes: '(max-width: 430px) 100vw, 430px',
      type: 'image/avif',
      fetchpriority: 'high',
    });
  });

  it("preloads the first card of a category page and of the home page's trending products", async () => {
    const html = await open('/categories/mens-fashion');
    const first = islandProps<CategoryPageProps>(html, 'category').products.data[0];
    expect(preloadOf(html)?.href).toBe(`/storage/${first.path}`);
    expect(preloadOf(await open('/'))?.imagesrcset).toMatch(/-240w\.avif 240w/);
  });

  it("preloads a campaign's banner", async () => {
    const { flashCampaign } = islandProps<HomePageProps>(await open('/'), 'home');
    const html = await open(`/campaign-details/${flashCampaign!.slug}`);
    const { campaign } = islandProps<CampaignPageProps>(html, 'campaign');
    expect(preloadOf(html)?.href).toBe(`/storage/${campaign.image}`);
    expect(preloadOf(html)?.imagesrcset).toContain('-1200w.avif 1200w');
  });

  it('has no preload on a page without a main picture', async () => {
    expect(preloadOf(await open('/checkout/cart'))).toBeNull();
  });
});
