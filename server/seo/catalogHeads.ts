import type { Kysely } from 'kysely';
import type { Brand, CampaignProducts, Product, ProductDetail } from '../../shared/api/contract';
import { DEFAULT_FILTERS, type ListingFilters } from '../../shared/filters/listingFilters';
import type { DB } from '../db/schema';
import { pageHead, type Head } from './head';
import { collectionLd, organizationLd, productLd, webSiteLd } from './jsonLd';
import { firstDescription, summary } from './text';

/** The promise every page of the catalogue ends its description with. */
const DELIVERY = 'Cash on delivery to all 64 districts of Bangladesh.';
const HOME = { label: 'Home', href: '/' };

/** "Walton, Singer and Vision": the first few names, for a description. */
function someNames(names: string[], at = 3): string {
  const few = [...new Set(names.filter(Boolean))].slice(0, at);
  return few.length > 1 ? `${few.slice(0, -1).join(', ')} and ${few[few.length - 1]}` : (few[0] ?? '');
}

/**
 * What of a listing's address stays in its canonical URL. An unfiltered page 2 lists other products
 * than page 1, so it keeps its page; a filtered or re-sorted page is a view of the same listing and
 * points at the plain listing, so crawlers index each product list once.
 */
export function listingKeep(filters: ListingFilters | undefined): { page?: number } {
  if (!filters || filters.page <= 1) return {};
  const plain = filters.brandId === null && filters.colorId === null && filters.sizeId === null && filters.sort === DEFAULT_FILTERS.sort
    && filters.price.min === DEFAULT_FILTERS.price.min && filters.price.max === DEFAULT_FILTERS.price.max;
  return plain ? { page: filters.page } : {};
}

/** The category's own description, as the shop's editors wrote it (text, or null). */
export async function categoryDescription(db: Kysely<DB>, categoryId: number): Promise<string | null> {
  const row = await db.selectFrom('categories').select('description').where('id', '=', categoryId).executeTakeFirst();
  return row?.description ?? null;
}

export function homeHead(origin: string): Head {
  return pageHead(origin, {
    title: 'Haat: Online Shopping in Bangladesh',
    wholeTitle: true,
    description: `Shop fashion, electronics, groceries and more at Haat, with flash deals and campaign prices in taka. ${DELIVERY}`,
    path: '/',
    jsonLd: [organizationLd(origin), webSiteLd(origin)],
  });
}

/** A category's or a brand's page: its name, what it sells, its first page of products as a list. */
export function listingHead(origin: string, listing: { name: string; path: string; description: string | null; brands: Brand[]; products: Product[]; filters?: ListingFilters }): Head {
  const brands = someNames(listing.brands.map((b) => b.admin_name));
  const description = firstDescription(listing.description) || `Shop ${listing.name} online in Bangladesh at Haat.`;
  const text = `${description}${brands ? ` Brands like ${brands}.` : ''} ${DELIVERY}`;
  return pageHead(origin, {
    title: listing.name,
    description: text,
    path: listing.path,
    keep: listingKeep(listing.filters),
    image: listing.products[0] ? { path: listing.products[0].path, alt: listing.products[0].name } : undefined,
    crumbs: [HOME, { label: listing.name }],
    jsonLd: [collectionLd(origin, origin + listing.path, { name: listing.name, description: summary(text), products: listing.products })],
  });
}

export function productHead(origin: string, product: ProductDetail, formattedPrice: string): Head {
  const path = `/products/${product.url_key}`;
  const price = product.final_price ?? product.special_price ?? product.price;
  const lead = `Buy ${product.name}${product.brand ? ` by ${product.brand.admin_name}` : ''} for ${formattedPrice} at Haat.`;
  const about = firstDescription(product.short_description, product.description);
  return pageHead(origin, {
    title: product.name,
    description: summary(`${lead} ${about || DELIVERY}`),
    path,
    type: 'product',
    image: { path: product.images[0]?.path ?? product.path, alt: product.name },
    price,
    crumbs: [HOME, { label: product.name }],
    jsonLd: [productLd(origin, product, origin + path)],
  });
}

export function allProductsHead(origin: string, products: Product[], filters?: ListingFilters): Head {
  const description = `Every product at Haat, newest first: fashion, electronics, home and more at prices in taka. ${DELIVERY}`;
  return pageHead(origin, {
    title: 'All Products',
    description,
    path: '/products',
    keep: listingKeep(filters),
    crumbs: [HOME, { label: 'All Products' }],
    jsonLd: [collectionLd(origin, `${origin}/products`, { name: 'All Products', description, products })],
  });
}

/** A search's results are followed but never indexed: endless term variants would crowd out the real pages. */
export function searchHead(origin: string, term: string): Head {
  return pageHead(origin, {
    title: term ? `Search results for "${term}"` : 'Search',
    description: term ? `Products at Haat matching "${term}".` : 'Search the products of Haat by name or SKU.',
    path: '/search',
    keep: { term },
    crumbs: [HOME, { label: 'Search' }],
    noindex: true,
  });
}

export function campaignHead(origin: string, campaign: { slug: string; title: string; short_description: string | null; image: string | null }, lists: CampaignProducts): Head {
  const path = `/campaign-details/${campaign.slug}`;
  const description = firstDescription(campaign.short_description) || `${campaign.title}: campaign prices at Haat.`;
  return pageHead(origin, {
    title: campaign.title,
    description: `${description} ${DELIVERY}`,
    path,
    image: { path: campaign.image ?? lists.products[0]?.path, alt: campaign.title },
    crumbs: [HOME, { label: campaign.title }],
    jsonLd: [collectionLd(origin, origin + path, { name: campaign.title, description, products: lists.products })],
  });
}
