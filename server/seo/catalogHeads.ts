import type { SoldOut } from '../../shared/api/alertsContract';
import type { Kysely } from 'kysely';
import type { Brand, CampaignProducts, Product, ProductDetail } from '../../shared/api/contract';
import { DEFAULT_FILTERS, type ListingFilters } from '../../shared/filters/listingFilters';
import type { DB } from '../db/schema';
import { LANGUAGES } from '../../shared/i18n/languages';
import { pageHead, type Head, type PageLanguage } from './head';
import { collectionLd, organizationLd, productLd, webSiteLd } from './jsonLd';
import { firstDescription, summary } from './text';

/*
 * The catalogue's pages in the page's language; names and descriptions the shop's editors wrote
 * (a product's, a category's, a campaign's) stay in the language they were written in.
 */

/** The promise every page of the catalogue ends its description with. */
const delivery = (page: PageLanguage) => page.t('seo.delivery');
const home = (page: PageLanguage) => ({ label: page.t('seo.home'), href: '/' });

/** "Walton, Singer and Vision" (in Bangla "Walton, Singer এবং Vision"): the first few names, for a description. */
function someNames(page: PageLanguage, names: string[], at = 3): string {
  const few = [...new Set(names.filter(Boolean))].slice(0, at);
  return new Intl.ListFormat(LANGUAGES[page.language].locale, { type: 'conjunction' }).format(few);
}

/**
 * What of a listing's address stays in its canonical URL. An unfiltered page 2 lists other products
 * than page 1, so it keeps its page; a filtered or re-sorted page is a view of the same listing and
 * points at the plain listing, so crawlers index each product list once.
 */
export function listingKeep(filters: ListingFilters | undefined): { page?: number } {
  if (!filters || filters.page <= 1) return {};
  const plain =
    filters.brandId === null &&
    filters.colorId === null &&
    filters.sizeId === null &&
    filters.sort === DEFAULT_FILTERS.sort &&
    filters.price.min === DEFAULT_FILTERS.price.min &&
    filters.price.max === DEFAULT_FILTERS.price.max;
  return plain ? { page: filters.page } : {};
}

/** The category's own description, as the shop's editors wrote it (text, or null). */
export async function categoryDescription(db: Kysely<DB>, categoryId: number): Promise<string | null> {
  const row = await db.selectFrom('categories').select('description').where('id', '=', categoryId).executeTakeFirst();
  return row?.description ?? null;
}

export function homeHead(origin: string, page: PageLanguage): Head {
  return pageHead(origin, page, {
    title: page.t('seo.homeTitle'),
    wholeTitle: true,
    description: `${page.t('seo.homeDescription')} ${delivery(page)}`,
    path: '/',
    jsonLd: [organizationLd(origin), webSiteLd(origin)],
  });
}

/** What a list's head reads of its products: their names and addresses, the first one's picture. */
type ListedProduct = Pick<Product, 'name' | 'url_key' | 'path'>;

/** A category's or a brand's page: its name, what it sells, its first page of products as a list. */
export function listingHead(
  origin: string,
  page: PageLanguage,
  listing: {
    name: string;
    path: string;
    description: string | null;
    brands: Brand[];
    products: ListedProduct[];
    filters?: ListingFilters;
  },
): Head {
  const brands = someNames(
    page,
    listing.brands.map((b) => b.admin_name),
  );
  const description = firstDescription(listing.description) || page.t('seo.listingDescription', { name: listing.name });
  const text = `${description}${brands ? ` ${page.t('seo.brandsLike', { brands })}` : ''} ${delivery(page)}`;
  return pageHead(origin, page, {
    title: listing.name,
    description: text,
    path: listing.path,
    keep: listingKeep(listing.filters),
    image: listing.products[0] ? { path: listing.products[0].path, alt: listing.products[0].name } : undefined,
    crumbs: [home(page), { label: listing.name }],
    jsonLd: [
      collectionLd(origin, origin + listing.path, {
        name: listing.name,
        description: summary(text),
        products: listing.products,
      }),
    ],
  });
}

/**
 * A product's page; `formattedPrice` is written in the page's digits (৳ ১,২৫০ in Bangla), the share tags' price in
 * plain taka; `soldOut`, what of it the shop has none of.
 */
export function productHead(
  origin: string,
  page: PageLanguage,
  product: ProductDetail,
  formattedPrice: string,
  soldOut?: SoldOut,
): Head {
  const path = `/products/${product.url_key}`;
  const price = product.final_price ?? product.special_price ?? product.price;
  const lead = product.brand
    ? page.t('seo.productLeadBrand', { name: product.name, brand: product.brand.admin_name, price: formattedPrice })
    : page.t('seo.productLead', { name: product.name, price: formattedPrice });
  const about = firstDescription(product.short_description, product.description);
  return pageHead(origin, page, {
    title: product.name,
    description: summary(`${lead} ${about || delivery(page)}`),
    path,
    type: 'product',
    image: { path: product.images[0]?.path ?? product.path, alt: product.name },
    price,
    crumbs: [home(page), { label: product.name }],
    jsonLd: [productLd(origin, product, origin + path, soldOut)],
  });
}

export function allProductsHead(
  origin: string,
  page: PageLanguage,
  products: ListedProduct[],
  filters?: ListingFilters,
): Head {
  const description = `${page.t('seo.allProductsDescription')} ${delivery(page)}`;
  const name = page.t('seo.allProducts');
  return pageHead(origin, page, {
    title: name,
    description,
    path: '/products',
    keep: listingKeep(filters),
    crumbs: [home(page), { label: name }],
    jsonLd: [collectionLd(origin, `${origin}/products`, { name, description, products })],
  });
}

/** A search's results are followed but never indexed: endless term variants would crowd out the real pages. */
export function searchHead(origin: string, page: PageLanguage, term: string): Head {
  return pageHead(origin, page, {
    title: term ? page.t('seo.searchResults', { term }) : page.t('seo.search'),
    description: term ? page.t('seo.searchDescription', { term }) : page.t('seo.searchEmptyDescription'),
    path: '/search',
    keep: { term },
    crumbs: [home(page), { label: page.t('seo.search') }],
    noindex: true,
  });
}

export function campaignHead(
  origin: string,
  page: PageLanguage,
  campaign: { slug: string; title: string; short_description: string | null; image: string | null },
  lists: CampaignProducts,
): Head {
  const path = `/campaign-details/${campaign.slug}`;
  const description =
    firstDescription(campaign.short_description) || page.t('seo.campaignDescription', { title: campaign.title });
  return pageHead(origin, page, {
    title: campaign.title,
    description: `${description} ${delivery(page)}`,
    path,
    image: { path: campaign.image ?? lists.products[0]?.path, alt: campaign.title },
    crumbs: [home(page), { label: campaign.title }],
    jsonLd: [collectionLd(origin, origin + path, { name: campaign.title, description, products: lists.products })],
  });
}
