import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  AllProductsPageProps,
  BrandPageProps,
  CampaignPageProps,
  CategoryPageProps,
  HomePageProps,
  ListingPageProps,
  NavbarProps,
  ProductPageProps,
  SearchPageProps,
} from '../../../shared/api/contract';
import { bannerPreload, cardPreload, galleryPreload } from '../../../shared/catalog/preloads';
import { DEFAULT_FILTERS, filtersFromAddress, type ListingFilters } from '../../../shared/filters/listingFilters';
import { allBrands, filterCodes, listingChoices, shopCategories } from '../../catalog/attributes';
import {
  campaignProducts,
  findCampaign,
  moreDeals as otherDeals,
  runningFlashCampaign,
  topDeals as topFlashDeals,
} from '../../catalog/campaigns';
import {
  DEFAULT_PER_PAGE,
  featuredProducts,
  listProducts,
  TRENDING_PAGE_SIZES,
  type ListingFilter,
} from '../../catalog/listing';
import { searchProducts } from '../../catalog/search';
import { closestCategories } from '../../search/suggestions';
import { asCard, asCardPage, asCards, asFlashCard } from '../../catalog/cards';
import { findProductDetail, relatedProducts } from '../../catalog/productDetail';
import { soldOutOf } from '../../stock/soldOut';
import type { DB } from '../../db/schema';
import { NotFound } from '../../lib/domainErrors';
import { toPoisha } from '../../lib/money';
import { sanitizeRichText } from '../../lib/richText';
import type { Kysely } from 'kysely';
import {
  allProductsHead,
  campaignHead,
  categoryDescription,
  homeHead,
  listingHead,
  productHead,
  searchHead,
} from '../../seo/catalogHeads';
import { shopperRecent } from '../recent/guestViews';
import type { PageOptions } from './index';
import type { Language } from '../../../shared/i18n/languages';

const firstPage = { page: 1, perPage: DEFAULT_PER_PAGE };
const slugParams = (name: string) => ({
  type: 'object',
  required: [name],
  properties: { [name]: { type: 'string', minLength: 1, maxLength: 200 } },
});

/** The filters, order and page the page's address names (a shared link, a reload, Back). */
const addressed = (request: FastifyRequest) =>
  filtersFromAddress(new URL(request.raw.url ?? '/', 'http://localhost').searchParams);
const pagingOf = (filters: ListingFilters) => ({ page: filters.page, perPage: DEFAULT_PER_PAGE });

/**
 * The sidebar, filter panel, page of products and featured list of a category or brand page, for
 * the filters its address names (the price slider's default range without one): a choice the
 * panel does not offer here is dropped, as the panel could not show it picked.
 */
async function listingProps(
  db: Kysely<DB>,
  scope: { categoryId: number } | { brandId: number },
  asked: ListingFilters,
  language: Language,
): Promise<ListingPageProps> {
  const [categories, filterable, choices, featured] = await Promise.all([
    shopCategories(db, language),
    'categoryId' in scope ? filterCodes(db, 'category', scope.categoryId) : filterCodes(db, 'brand', scope.brandId),
    listingChoices(db, scope, language),
    featuredProducts(db, scope, language),
  ]);
  const offered = (id: number | null, list: { id: number }[]) =>
    id !== null && list.some((x) => x.id === id) ? id : null;
  const filters: ListingFilters = {
    ...asked,
    brandId: 'categoryId' in scope ? offered(asked.brandId, choices.brands) : null,
    colorId: offered(asked.colorId, choices.colors),
    sizeId: offered(asked.sizeId, choices.sizes),
  };
  const filter: ListingFilter = {
    ...scope,
    minPrice: toPoisha(filters.price.min),
    maxPrice: toPoisha(filters.price.max),
    ...(filters.brandId !== null && { brandId: filters.brandId }),
    ...(filters.colorId !== null && { colorId: filters.colorId }),
    ...(filters.sizeId !== null && { sizeId: filters.sizeId }),
  };
  const products = await listProducts(db, filter, pagingOf(filters), language, undefined, filters.sort);
  return {
    categories,
    filterable,
    ...choices,
    products: asCardPage(products, asCard),
    featured: asCards(featured),
    filters,
  };
}

/** The catalogue's pages: each writes its island's first-paint data into data-props. */
const catalogPages: FastifyPluginAsync<PageOptions> = async (app, { publicUrl }) => {
  const { db } = app;

  app.get('/', async (request, reply) => {
    const { language } = request;
    // The first page of every list on the first screens, as the calls the island would make answer
    // it: no call before first paint. The shop's products at the foot are fetched as the shopper nears them.
    const [categories, flashCampaign, trending] = await Promise.all([
      shopCategories(db, language),
      runningFlashCampaign(db),
      listProducts(db, { trending: true }, { page: 1, perPage: TRENDING_PAGE_SIZES[0] }, language),
    ]);
    const [topDeals, moreDeals] = flashCampaign
      ? await Promise.all([topFlashDeals(db, language), otherDeals(db, firstPage, language)])
      : [undefined, undefined];
    const page: HomePageProps = {
      categories,
      flashCampaign,
      trending: asCardPage(trending, asCard),
      topDeals: topDeals?.map(asFlashCard),
      moreDeals: moreDeals && asCardPage(moreDeals, asFlashCard),
    };
    return reply.page('home', { seo: homeHead(publicUrl, request), page, lcpImage: cardPreload(trending.data) });
  });

  app.get<{ Params: { slug: string } }>(
    '/categories/:slug',
    { schema: { params: slugParams('slug') } },
    async (request, reply) => {
      const category = (await shopCategories(db, request.language)).find((c) => c.slug === request.params.slug);
      if (!category) throw new NotFound(request.t('pages.categoryNotFound'));
      const [props, description] = await Promise.all([
        listingProps(db, { categoryId: category.id }, addressed(request), request.language),
        categoryDescription(db, category.id),
      ]);
      const page: CategoryPageProps = {
        ...props,
        category: { id: category.id, name: category.name, slug: category.slug },
      };
      const seo = listingHead(publicUrl, request, {
        name: category.name,
        path: `/categories/${category.slug}`,
        description,
        brands: page.brands,
        products: page.products.data,
        filters: page.filters,
      });
      return reply.page('category', { seo, page, lcpImage: cardPreload(page.products.data) });
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/brands/:slug',
    { schema: { params: slugParams('slug') } },
    async (request, reply) => {
      const brand = (await allBrands(db, request.language)).find((b) => b.slug === request.params.slug);
      if (!brand) throw new NotFound(request.t('pages.brandNotFound'));
      const props = await listingProps(db, { brandId: brand.id }, addressed(request), request.language);
      const page: BrandPageProps = { ...props, brands: [], brand };
      const seo = listingHead(publicUrl, request, {
        name: brand.admin_name,
        path: `/brands/${brand.slug}`,
        description: null,
        brands: [],
        products: page.products.data,
        filters: page.filters,
      });
      return reply.page('brand', { seo, page, lcpImage: cardPreload(page.products.data) });
    },
  );

  app.get<{ Params: { urlKey: string } }>(
    '/products/:urlKey',
    { schema: { params: slugParams('urlKey') } },
    async (request, reply) => {
      const product = await findProductDetail(db, { urlKey: request.params.urlKey }, request.language);
      if (!product) throw new NotFound(request.t('pages.productNotFound'));
      // Both are written into the page as HTML (the island's rich text): only the allowed tags stay.
      const safe = {
        ...product,
        description: product.description && sanitizeRichText(product.description),
        short_description: product.short_description && sanitizeRichText(product.short_description),
      };
      // Three reads of their own, asked together (each a round trip on PostgreSQL).
      const [related, recent, soldOut] = await Promise.all([
        relatedProducts(db, product.id, request.language),
        shopperRecent(db, request, product.id),
        soldOutOf(db, [product.id]),
      ]);
      const page: ProductPageProps = {
        product: safe,
        related: asCards(related),
        // Painted with the page (or left out when empty), so the section never moves what follows it.
        recent,
        soldOut: soldOut.get(product.id),
      };
      const seo = productHead(
        publicUrl,
        request,
        product,
        request.money(toPoisha(product.final_price ?? product.special_price ?? product.price)),
        page.soldOut,
      );
      return reply.page('product', { seo, page, lcpImage: galleryPreload(product) });
    },
  );

  app.get('/products', async (request, reply) => {
    const { sort, page: at } = addressed(request);
    const filters: ListingFilters = { ...DEFAULT_FILTERS, sort, page: at };
    const page: AllProductsPageProps = {
      products: asCardPage(await listProducts(db, {}, pagingOf(filters), request.language, undefined, sort), asCard),
      filters,
    };
    return reply.page('products', { seo: allProductsHead(publicUrl, request, page.products.data, filters), page });
  });

  app.get<{ Querystring: { term?: string } }>(
    '/search',
    {
      schema: { querystring: { type: 'object', properties: { term: { type: 'string', maxLength: 100 } } } },
    },
    async (request, reply) => {
      const term = (request.query.term ?? '').trim();
      const { sort, page: at } = addressed(request);
      // Without a chosen order the search lists the closest names first.
      const filters: ListingFilters = { ...DEFAULT_FILTERS, sort, page: at };
      const products = term
        ? await searchProducts(
            db,
            term,
            pagingOf(filters),
            request.language,
            undefined,
            sort === 'newest' ? undefined : sort,
          )
        : { data: [], meta: { current_page: 1, last_page: 1, per_page: DEFAULT_PER_PAGE, total: 0 } };
      const page: SearchPageProps = { term, products: asCardPage(products, asCard), filters };
      if (products.meta.closest) page.closestCategories = await closestCategories(db, term, request.language);
      // The navbar's search box shows the term searched for.
      const navbar: NavbarProps = { term };
      return reply.page('search', { seo: searchHead(publicUrl, request, term), page, navbar });
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/campaign-details/:slug',
    { schema: { params: slugParams('slug') } },
    async (request, reply) => {
      const campaign = await findCampaign(db, { slug: request.params.slug });
      if (!campaign) throw new NotFound(request.t('pages.campaignNotFound'));
      const page: CampaignPageProps = { campaign, lists: await campaignProducts(db, campaign.id, request.language) };
      return reply.page('campaign', {
        seo: campaignHead(publicUrl, request, campaign, page.lists),
        page,
        lcpImage: bannerPreload(campaign.image),
      });
    },
  );
};

export default catalogPages;
