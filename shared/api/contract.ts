import type { ListingFilters } from '../filters/listingFilters';
import type { RecentProduct } from '../recent/recentContract';
import type { SoldOut } from './alertsContract';

/**
 * What the server's calls answer, with the storefront's field names. The server imports
 * these types too, so both sides change together. Money travels as taka numbers (the server keeps
 * poisha); formatted_* fields are ready-made display strings.
 *
 * Envelopes: lists answer { data: T[] } (paged ones add meta); single things { data: T }.
 */

export interface Category {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  category_name: string;
  logo_path: string | null;
  product_count: number;
}

export interface Brand {
  id: number;
  admin_name: string;
  slug?: string;
  logo_path?: string | null;
}
export interface Color {
  id: number;
  admin_name: string;
  swatch_value: string;
}
export interface Size {
  id: number;
  admin_name: string;
}
export type FilterCode = 'price' | 'brand' | 'color' | 'size';

/**
 * path: the main picture (430x510) under /storage/, e.g. product/12/main-1.webp. Its 80x80
 * thumbnail sits in the same folder with "main-" replaced by "thumb-" (product/12/thumb-1.webp).
 */
export interface ProductImage {
  id: number;
  path: string;
}

export interface Variant {
  id: number;
  name: string;
  price: number;
  special_price: number | null;
  images: ProductImage[];
}

export interface Product {
  id: number;
  type: 'simple' | 'configurable';
  name: string;
  url_key: string;
  slug: string;
  sku: string;
  price: number;
  special_price: number | null;
  /** The campaign price when has_campaign, otherwise the shown price. */
  final_price: number | null;
  has_campaign: boolean;
  images: ProductImage[];
  short_description: string | null;
  description?: string | null;
  video_link?: string | null;
  /** The first image's path (for cards). */
  path: string | null;
  product_variants: Variant[];
  /** How many reviews the product has, and their average stars to one decimal (0 without reviews). */
  reviews_count: number;
  average_rating: number;
  /**
   * Present (true) only when the shop has none of the product to sell: its own stock is at 0, or every variant on
   * sale is (stock_levels). A product the shop does not count, or has some of, carries no such field.
   */
  sold_out?: true;
}

export interface Campaign {
  id: number;
  slug: string;
  image: string | null;
  title: string;
  short_description: string | null;
  discount_type: 'Percentage' | 'fixed';
  discount: number;
  /** ISO end time (the countdown). */
  ends_at?: string;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** Set when more match than `total` counts: a search counts and pages through its newest matches only. */
  capped?: true;
  /** Set when nothing matched a search: these are the nearest products the shop has instead. */
  closest?: true;
}
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

/** The top bar's language switch: this address in each language (?lang=), the page's own marked. */
/**
 * A Bangla label's width in em in the shop's Bengali font, by its text: a row of labels given
 * these widths from the first paint moves nothing when the font arrives late.
 */
export type LabelWidths = Record<string, number>;

export interface TopBarProps {
  languages: { code: string; label: string; href: string; current: boolean }[];
  /** The links' widths (Bangla pages); without them each link takes its text's width. */
  labelWidths?: LabelWidths;
}

/** The flash-deal widget's first-paint data, written by the server into the layout. */
/** The navbar: on the search results page, the term searched for, which its search box shows. */
export interface NavbarProps {
  term?: string;
}

export interface FlashDealProps {
  campaign: Pick<Campaign, 'slug' | 'title'> | null;
  endsAt: string | null;
  /** The strip's labels' widths (Bangla pages); without them each takes its text's width. */
  labelWidths?: LabelWidths;
}

/* ------------------------------------------------------------------------------------------
 * Catalogue calls (server: server/routes/catalog; client: catalog.ts)
 *   GET /home/category, /api/categories, /api/categories/all   -> { data: Category[] }
 *   GET /all/brands -> { data: Brand[] }   /all/colors -> { data: Color[] }   /all/size -> { data: Size[] }
 *   GET /featured/products                 -> { data: Product[] }              (at most 12)
 *   GET /home/products?page=&per_page=     -> Paged<Product>  (trending; per_page 5|10|15)
 *   GET /flashdeal/products                -> { data: FlashDealProduct[] }     (top deals, at most 12)
 *   GET /flashdeal/products/more?page=     -> Paged<FlashDealProduct>          (the other running deals)
 *   GET /flashdeal/campaign                -> { data: Campaign | null }
 *   GET /shop/products/data?page=          -> Paged<Product>   (all products, 20 per page)
 *   GET /category-filter/{categoryId}      -> { data: { code: FilterCode }[] }
 *   GET /brand-filter/{brandId}            -> { data: { code: FilterCode }[] }
 *   GET /categories/products/{categoryId}?min_price=&max_price=&brand_id=&color_id=&size_id=&page=
 *   GET /brand/products/{brandId}?min_price=&max_price=&color_id=&size_id=&page=   -> Paged<Product>
 *   GET /campaign/products/{id}            -> { data: CampaignProducts }
 *   GET /related-products/{productId}      -> { data: Product[] }
 *   GET /get/variant-products/{productId}  -> { data: Variant[] }
 *   GET /search/products?term=&page=       -> Paged<Product>   (our own call for the search page)
 * ---------------------------------------------------------------------------------------- */

export interface FlashDealProduct extends Product {
  top_deal: boolean;
}

/**
 * What a product card reads: the card's fields and the first variant's prices (the price rules'
 * source). A page's first-paint props carry its lists in this shape, so that a page with 40 cards
 * still arrives in one round trip; a call answers whole Products, which are CardProducts too.
 */
export type CardProduct = Pick<
  Product,
  | 'id'
  | 'type'
  | 'name'
  | 'url_key'
  | 'price'
  | 'special_price'
  | 'final_price'
  | 'has_campaign'
  | 'path'
  | 'reviews_count'
  | 'average_rating'
  | 'sold_out'
> & {
  product_variants: Pick<Variant, 'price' | 'special_price'>[];
};
export type FlashDealCard = CardProduct & Pick<FlashDealProduct, 'top_deal'>;

export interface CampaignProducts {
  category_products: Category[];
  brand_products: Brand[];
  products: Product[];
}

/** The full product of the product page: Product plus its catalogue links. */
export interface ProductDetail extends Product {
  description: string | null;
  video_link: string | null;
  brand: Brand | null;
  category: Pick<Category, 'id' | 'name' | 'slug'> | null;
  /**
   * Each variant's colour and size, for the picker, and its own campaign price (final_price) when
   * has_campaign: the page shows it and sends it to /api/checkout/cart/campaign for that variant.
   */
  product_variants: (Variant & { sku: string; color: Color | null; size: Size | null; final_price?: number | null })[];
}

/* Page props: the JSON the server writes into each page island's data-props (first paint). */

export interface HomePageProps {
  categories: Category[];
  flashCampaign: (Campaign & { ends_at: string }) | null;
  /** The first page of each list, as its call answers it; a list left out is fetched by the island. */
  trending?: Paged<CardProduct>;
  topDeals?: FlashDealCard[];
  moreDeals?: Paged<FlashDealCard>;
  /** The shop's products at the foot: the shop's own page leaves them out (fetched as the shopper nears them). */
  shopProducts?: Paged<CardProduct>;
}

export interface ListingPageProps {
  /** Sidebar: every category but root. */
  categories: Category[];
  filterable: FilterCode[];
  brands: Brand[];
  colors: Color[];
  sizes: Size[];
  /** The page of products for `filters`. */
  products: Paged<CardProduct>;
  /** The filters, order and page the address names (the default price range, 0 to 60000, without one). */
  filters: ListingFilters;
  featured: CardProduct[];
}

export interface CategoryPageProps extends ListingPageProps {
  category: Pick<Category, 'id' | 'name' | 'slug'>;
}

export interface BrandPageProps extends ListingPageProps {
  brand: Brand;
}

export interface ProductPageProps {
  product: ProductDetail;
  related: CardProduct[];
  /** The shopper's "Recently viewed" but this product, priced by the server (empty: no section). */
  recent: RecentProduct[];
  /** What of the product is out of stock (its "Notify me" forms); left out: all of it on sale. */
  soldOut?: SoldOut;
}

export interface AllProductsPageProps {
  products: Paged<CardProduct>;
  /** The order and page the address names (the server painted `products` for them). */
  filters: ListingFilters;
}

export interface SearchPageProps {
  term: string;
  products: Paged<CardProduct>;
  /** When nothing matched the term: the nearest categories, offered beside the nearest products. */
  closestCategories?: { name: string; slug: string }[];
  /** The order and page the address names (the server painted `products` for them). */
  filters: ListingFilters;
}

export interface CampaignPageProps {
  campaign: Campaign & { ends_at: string };
  lists: CampaignProducts;
}

/* ------------------------------------------------------------------------------------------
 * Cart, wishlist, compare (server: server/routes/cart, customer ...)
 *   GET  /api/checkout/cart                 -> { data: Cart | null }   (null: no cart, or a cart without lines)
 *   POST /api/checkout/cart {quantity, product_id, variant_id?}
 *   POST /api/checkout/cart/campaign {quantity, product_id, product_price, variant_id?}
 *        -> 200 { message, data: Cart } | 200 { message, redirect_uri } (configurable without a variant)
 *           | 4xx { message, error, errors? }
 *   PUT  /api/checkout/cart {qty: {[itemId]: quantity}}              -> { message, data: Cart } | 4xx { message,
 * error, errors? }
 *   POST /api/checkout/cart {cart_item_id, _method: 'DELETE'}       -> { message, data: Cart | null } | 4xx {
 * error, message }
 *   POST /api/checkout/cart/coupon {code}  -> { message, data: Cart } | 422 { message, errors: { code } }
 *   DELETE /api/checkout/cart/coupon       -> { message, data: Cart | null }
 *   GET  /api/customer/wishlist            -> { data: WishlistEntry[] }                 (guests: 401 { message })
 *   POST /api/customer/wishlist {product_id}-> { message, data: WishlistEntry } | 422 { message } already present
 *   DELETE /api/customer/wishlist/{id}     -> { data: true, message } | 404 { message }
 *   GET  /api/compare-items?product_ids[]= -> { data: CompareProduct[] } (guests: those ids; customers: theirs)
 *   POST /api/compare-items {product_id}   -> { data: { message }, message } | 422 { data: { message }, message }
 * already present
 *   POST /api/compare-items {product_id, _method: 'DELETE'} -> { data: { message }, message }
 * Wishlist and compare base_image is a path under /storage/ (like Product.path); the cart's
 * base_image.small_image_url is a ready URL (/storage/... thumbnail).
 * ---------------------------------------------------------------------------------------- */

export interface CartItem {
  id: number;
  product_id: number;
  variant_id: number | null;
  name: string;
  sku: string;
  url_key: string;
  type: 'simple' | 'configurable';
  quantity: number;
  price: number;
  total: number;
  formatted_price: string;
  formatted_total: string;
  /** One item before its special price or campaign; above price when either lowers it (struck through). */
  regular_price: number;
  formatted_regular_price: string;
  base_image: { small_image_url: string | null };
  /**
   * Present only when the line holds more than the shop has left of it now (its stock fell since it was added):
   * the units left, 0 when it is out of stock. The line says so, and the cart goes to checkout only once the
   * shopper lowers or removes it.
   */
  units_left?: number;
}

export interface Cart {
  id: number;
  items: CartItem[];
  items_count: number;
  items_qty: number;
  base_sub_total: number;
  sub_total: number;
  formatted_sub_total: string;
  discount_amount: number;
  formatted_discount_amount: string;
  coupon_code: string | null;
  shipping_amount: number;
  formatted_shipping_amount: string;
  grand_total: number;
  formatted_grand_total: string;
}

export interface PriceView {
  price: number;
  formatted_price: string;
}

export interface WishlistEntry {
  id: number;
  product: Pick<
    Product,
    | 'id'
    | 'name'
    | 'url_key'
    | 'type'
    | 'has_campaign'
    | 'final_price'
    | 'reviews_count'
    | 'average_rating'
    | 'sold_out'
  > & {
    base_image: string | null;
    prices: { regular: PriceView; final: PriceView };
  };
}

export interface CompareProduct {
  id: number;
  name: string;
  sku: string;
  url_key: string;
  type: 'simple' | 'configurable';
  description: string | null;
  base_image: string | null;
  prices: { regular: PriceView; final: PriceView };
  has_campaign: boolean;
  final_price: number | null;
  reviews_count: number;
  average_rating: number;
  /** As Product's: present only when the shop has none of it. */
  sold_out?: true;
}

/* ------------------------------------------------------------------------------------------
 * Customers (server: server/routes/customer)
 *   POST /customer/register {first_name, last_name, email, phone, password, password_confirmation, is_subscribed}
 *        -> { success: true, message } | 422 { success: false, message, errors: {field: [messages]} }
 *           | 429 { success: false, message } (too many attempts from one address; the message names the wait)
 *   POST /customer/login {email (an email or a 01XXXXXXXXX phone), password}
 *        -> { success: true, message, redirect } | 422 { success: false, message, errors } | 429 { success: false,
 * message }
 *   POST /customer/logout                  -> { success: true, message, redirect: '/' }
 *   A call that needs a customer answers guests 401 { message, redirect_url: '/customer/login' }.
 * ---------------------------------------------------------------------------------------- */

/** /customer/login: where the shopper goes after signing in (a path of this shop). */
export interface LoginPageProps {
  returnTo: string;
  /** The code sign-in a browser without script is in the middle of: the number sent to, whether its name is asked. */
  codeStep: { phone: string; askName: boolean } | null;
  /** The demo shop's page of the SMS it sent (no SMS leaves a demo shop); null in a real shop. */
  smsInbox: string | null;
}
/** /customer/register: the login page the form goes to after success. */
export interface RegisterPageProps {
  loginUrl: string;
}
/** /customer/wishlist (customers only): the entries as GET /api/customer/wishlist answers them. */
export interface WishlistPageProps {
  wishlist: WishlistEntry[];
}
/** /compare: the island loads the list itself (a guest's ids live in the browser). */
export type ComparePageProps = Record<string, never>;

/**
 * What the search box offers while the shopper types (GET /api/search/suggestions?term=); price in taka, what the
 * shopper pays.
 */
export interface Suggestions {
  products: { id: number; name: string; url_key: string; picture: string | null; price: number }[];
  categories: { id: number; name: string; slug: string }[];
  brands: { id: number; name: string; slug: string }[];
  /** Set when nothing matched the term: `products` and `categories` are the nearest instead. */
  closest?: true;
}
