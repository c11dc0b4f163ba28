import type { ColumnType, Generated } from 'kysely';

/**
 * The database as Kysely sees it, one query code for SQLite and PostgreSQL.
 * Conventions: money is an integer number of poisha (1/100 taka), never a float; flags are
 * integers 0/1; times are ISO-8601 UTC text (they sort as text on both databases).
 */
type Id = Generated<number>;
type Flag = ColumnType<number, number | undefined, number>;
type Now = ColumnType<string, string | undefined, string>;
/** A count the database starts at 0. */
type Counter = ColumnType<number, number | undefined, number>;

export interface AppSettingsTable {
  key: string;
  value: string;
}
export interface SessionsTable {
  id: string;
  data: string;
  customer_id: number | null;
  /** A guest's cart: the data's cartId (migration 042). */
  cart_id: number | null;
  expires_at: string;
  updated_at: string;
}

/** name_bn: the name a Bangla shopper reads, when the shop has written one (else the English name). */
type BanglaName = ColumnType<string | null, string | null | undefined, string | null>;

export interface CategoriesTable {
  id: Id;
  parent_id: number | null;
  name: string;
  name_bn: BanglaName;
  slug: string;
  logo_path: string | null;
  description: string | null;
  position: Flag;
  status: Flag;
  created_at: Now;
}
export interface FilterableTable {
  owner_id: number;
  code: 'price' | 'brand' | 'color' | 'size';
}
export interface BrandsTable {
  id: Id;
  admin_name: string;
  name_bn: BanglaName;
  slug: string;
  logo_path: string | null;
  status: Flag;
}
export interface ColorsTable {
  id: Id;
  admin_name: string;
  swatch_value: string;
  position: Flag;
}
export interface SizesTable {
  id: Id;
  admin_name: string;
  position: Flag;
}

export interface ProductsTable {
  id: Id;
  type: 'simple' | 'configurable';
  sku: string;
  name: string;
  name_bn: BanglaName;
  url_key: string;
  short_description: string | null;
  description: string | null;
  video_link: string | null;
  price: number;
  special_price: number | null;
  /** Lowest shown price of the product or its variants without campaigns: the listing's price filter and sort. */
  min_price: number;
  brand_id: number | null;
  status: Flag;
  featured: Flag;
  trending: Flag;
  created_at: Now;
  updated_at: Now;
  /** The product's reviews and their stars added up: kept by the review's own transaction (server/reviews). */
  reviews_count: Counter;
  rating_total: Counter;
  /** Units on orders that are not cancelled, as of the last changes added in (catalog/unitsSold.ts). */
  sold_count: Counter;
}
/**
 * Changes to units sold not yet added into products.sold_count: appended by database triggers on orders and their lines
 * (migration 022).
 */
export interface SoldCountChangesTable {
  product_id: number;
  qty: number;
}
/** What a product's card shows at the time price_marks names: the price sorts (catalog/effectivePrices.ts). */
export interface ProductPricesTable {
  product_id: number;
  effective_price: number;
}
/** Each product's card row as one JSON text, kept by triggers (migration 026; read by catalog/productRows.ts). */
export interface ProductCardsTable {
  product_id: number;
  card: string;
}
/** 'changed': writes to the price rules' inputs; 'priced': the count and time window the effective prices hold for. */
export interface PriceMarksTable {
  name: 'changed' | 'priced';
  counter: number;
  valid_from: Now;
  valid_until: Now;
}
/** The distinct lower-case words of product names. */
export interface ProductWordsTable {
  word: string;
}
export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}
/**
 * product_categories with its products' status, min_price, brand_id (migration 027) and effective price (031), kept by
 * triggers: read only.
 */
export interface CategoryListingTable {
  category_id: number;
  status: number;
  product_id: number;
  min_price: number;
  brand_id: number | null;
  /** Its product's effective price (product_prices), null until first priced (migration 031). */
  effective_price: number | null;
}
/** Each category's count of active products (its rows of category_listing with status 1), kept by triggers (031). */
export interface CategoryCountsTable {
  category_id: number;
  active: number | string;
}
export interface ProductColorsTable {
  product_id: number;
  color_id: number;
}
export interface ProductSizesTable {
  product_id: number;
  size_id: number;
}
export interface ProductVariantsTable {
  id: Id;
  product_id: number;
  sku: string;
  name: string;
  price: number;
  special_price: number | null;
  color_id: number | null;
  size_id: number | null;
  position: Flag;
  status: Flag;
}
export interface ProductImagesTable {
  id: Id;
  product_id: number;
  variant_id: number | null;
  path: string;
  position: Flag;
}
export interface RelatedProductsTable {
  product_id: number;
  related_id: number;
}

export interface CampaignsTable {
  id: Id;
  slug: string;
  title: string;
  short_description: string | null;
  image: string | null;
  discount_type: 'Percentage' | 'fixed';
  /** Percentage: hundredths of a percent (1250 = 12.5 %). fixed: poisha. */
  discount: number;
  starts_at: string;
  ends_at: string;
  status: Flag;
  /** The campaign /flashdeal/campaign shows (the flash-deal banner). */
  is_flash: Flag;
  created_at: Now;
}
export interface CampaignProductsTable {
  campaign_id: number;
  product_id: number;
}
export interface CampaignCategoriesTable {
  campaign_id: number;
  category_id: number;
}
export interface CampaignBrandsTable {
  campaign_id: number;
  brand_id: number;
}
export interface FlashDealsTable {
  id: Id;
  product_id: number;
  top_deal: Flag;
  position: Flag;
  starts_at: string;
  ends_at: string;
}

export interface CustomersTable {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password_hash: string;
  is_subscribed: Flag;
  gender: string | null;
  date_of_birth: string | null;
  status: Flag;
  created_at: Now;
  /** 'en' or 'bn': the language of the shopper's SMS (the one they last signed in with); null until then. */
  language: Generated<string | null>;
}
export interface LoginThrottleTable {
  key: string;
  failures: number;
  blocked_until: string | null;
  updated_at: string;
}
export interface CartsTable {
  id: Id;
  customer_id: number | null;
  is_active: Flag;
  coupon_code: string | null;
  created_at: Now;
  updated_at: Now;
  /** A guest's cart: the digest of their browser's key (one open cart per key). */
  guest_key: string | null;
}
export interface CartItemsTable {
  id: Id;
  cart_id: number;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  /** Set when the item was added through the campaign call: the campaign whose price applies. */
  campaign_id: number | null;
  created_at: Now;
}
export interface WishlistItemsTable {
  id: Id;
  customer_id: number;
  product_id: number;
  created_at: Now;
}
/** A product a customer viewed, and when last (db/migrations/036_recently_viewed.ts). */
export interface RecentlyViewedTable {
  customer_id: number;
  product_id: number;
  viewed_at: string;
}
export interface CompareItemsTable {
  id: Id;
  customer_id: number;
  product_id: number;
  created_at: Now;
}
export interface AddressesTable {
  id: Id;
  customer_id: number;
  company_name: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  /** JSON array of street lines. */
  address: string;
  country: string;
  state: string;
  city: string;
  area: string | null;
  postcode: string;
  city_id: number | null;
  zone_id: number | null;
  area_id: number | null;
  vat_id: string | null;
  default_address: Flag;
  created_at: Now;
}
export interface CouponsTable {
  id: Id;
  code: string;
  type: 'percentage' | 'fixed';
  /** percentage: hundredths of a percent; fixed: poisha. */
  value: number;
  min_order: number;
  max_discount: number | null;
  starts_at: string | null;
  expires_at: string | null;
  usage_limit: number | null;
  times_used: Flag;
  status: Flag;
}
export interface OrdersTable {
  id: Id;
  increment_id: string;
  customer_id: number;
  status: string;
  cart_id: number;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
  shipping_method: string;
  shipping_title: string;
  payment_method: string;
  payment_title: string;
  coupon_code: string | null;
  sub_total: number;
  discount_amount: number;
  shipping_amount: number;
  tax_amount: number;
  grand_total: number;
  created_at: Now;
  /** Poisha the gateway confirmed paid, and refunded (migration 028). */
  paid_amount: ColumnType<number, number | undefined, number>;
  refunded_amount: ColumnType<number, number | undefined, number>;
  payment_reference: ColumnType<string | null, string | null | undefined, string | null>;
  payment_transaction: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when an order waiting for its payment holds its units and coupon use. */
  pay_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Poisha a cash order asks paid by bKash before it is placed, 0 for none (migration 038). */
  advance_amount: ColumnType<number, number | undefined, number>;
}
/** Mobile numbers (8801XXXXXXXXX) that proved with a code they are the shopper's (migration 038). */
export interface ConfirmedNumbersTable {
  phone: string;
  confirmed_at: Now;
}

export interface PaymentNotificationsTable {
  id: Id;
  gateway: string;
  provider_id: string;
  order_id: number | null;
  outcome: ColumnType<string, string | undefined, string>;
  received_at: Now;
}

export interface PaymentRefundsTable {
  id: Id;
  order_id: number;
  gateway: string;
  refund_id: string;
  amount: number;
  created_at: Now;
}

export interface IdempotencyKeysTable {
  customer_id: number;
  key: string;
  request_hash: string;
  order_id: number;
  created_at: Now;
}
export interface OrderItemsTable {
  id: Id;
  order_id: number;
  product_id: number;
  variant_id: number | null;
  sku: string;
  name: string;
  price: number;
  qty_ordered: number;
  total: number;
  tax_percent: number;
  tax_amount: number;
}
export interface OrderAddressesTable {
  id: Id;
  order_id: number;
  address_type: 'billing' | 'shipping';
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  address1: string;
  city: string;
  state: string;
  area: string | null;
  postcode: string;
  country: string;
  city_id: number | null;
  zone_id: number | null;
  area_id: number | null;
}
/** One status an order took, and when: its history (pending is the order being placed). */
export interface OrderStatusEventsTable {
  id: Id;
  order_id: number;
  status: string;
  created_at: string;
}

/** An order's parcel at a courier (db/migrations/030_parcels.ts). */
export interface ParcelsTable {
  id: Id;
  order_id: number;
  courier: string;
  /** The courier's id for it; null while the create's answer is unknown. */
  courier_id: string | null;
  /** Its step on the shop's timeline (courier/parcel.ts PARCEL_STEPS); null until booked. */
  step: string | null;
  courier_status: string | null;
  phone: string;
  /** Poisha. */
  cash_to_collect: number;
  cash_collected: number | null;
  created_at: Now;
  updated_at: Now;
}
/** Which process does a shared periodic job until when (db/migrations/039_leases.ts). */
export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}
/** A step of the parcel timeline a parcel reached, once, with when the shop learnt it. */
export interface ParcelStepsTable {
  id: Id;
  parcel_id: number;
  step: string;
  courier_status: string;
  created_at: string;
}

export interface ReviewsTable {
  id: Id;
  product_id: number;
  customer_id: number;
  title: string;
  comment: string;
  /** 1 to 5 stars. */
  rating: number;
  /** JSON array of {small, large} paths under storage. */
  photos: ColumnType<string, string | undefined, string>;
  created_at: Now;
}
export interface BlogCategoriesTable {
  id: Id;
  name: string;
  slug: string;
  position: Flag;
  status: Flag;
}
export interface BlogsTable {
  id: Id;
  category_id: number | null;
  title: string;
  slug: string;
  /** HTML as the editors wrote it: sanitised whenever it is sent out (blog/html.ts). */
  description: string;
  /** JSON arrays of paths under /storage/; the first of each is shown. */
  thumbnail: ColumnType<string, string | undefined, string>;
  banner: ColumnType<string, string | undefined, string>;
  author_name: string;
  featured: Flag;
  trending: Flag;
  status: Flag;
  created_at: Now;
}
export interface BlogCommentsTable {
  id: Id;
  blog_id: number;
  customer_id: number | null;
  name: string;
  email: string;
  comment: string;
  created_at: Now;
}
export interface ContentPagesTable {
  id: Id;
  slug: string;
  title: string;
  html: string;
  status: Flag;
  updated_at: Now;
}
export interface JobPostsTable {
  id: Id;
  title: string;
  slug: string;
  department: string;
  location: string;
  job_type: string;
  /** The last day resumes are taken, YYYY-MM-DD in Bangladesh time. */
  deadline: string;
  description: string;
  status: Flag;
  created_at: Now;
}
export interface ResumesTable {
  id: Id;
  job_post_id: number;
  name: string;
  email: string;
  phone: string;
  /** Whole years. */
  experience: number;
  dob: string;
  /** A month's expected salary, in poisha. */
  expected_salary: number;
  address: string;
  message: string | null;
  /**
   * The CV file itself, never under the public storage folder; cv_type is its kind judged by content (pdf, docx, png
   * ...).
   */
  cv: Buffer;
  cv_type: string;
  cv_size: number;
  created_at: Now;
}
/** Fixed-window counters of how often one key (an action and an address) acted. */
export interface SignInCodesTable {
  phone: string;
  code_hash: string;
  expires_at: string;
  tries: Generated<number>;
  tries_since: string;
}
export interface SmsOutboxTable {
  id: Id;
  key: string;
  phone: string;
  kind: string;
  order_id: number | null;
  /** JSON of the message's values (order number, total, tracking link ...). */
  params: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  sent_at: string | null;
  driver: string | null;
  last_error: string | null;
  created_at: string;
}
export interface RateLimitsTable {
  key: string;
  hits: number;
  window_started_at: string;
}

/** A customer's request to return lines of a delivered order (migration 041). */
export interface ReturnRequestsTable {
  id: Id;
  order_id: number;
  /** requested, approved, picked_up, refunded or refused. */
  status: string;
  reason: string;
  /** For an order paid in cash: the bKash or bank account the money goes back to. */
  refund_to: string | null;
  /** The lines' share of what the order was paid, in poisha. */
  amount: number;
  refund_reference: string | null;
  created_at: Now;
  updated_at: Now;
}
export interface ReturnLinesTable {
  id: Id;
  return_id: number;
  order_item_id: number;
  qty: number;
}
/** A return's photo, re-encoded as WebP; served to the order's customer only. */
export interface ReturnPhotosTable {
  id: Id;
  return_id: number;
  photo: Buffer;
}

/** The units the shop has of a product (variant_id 0) or a variant; none: on sale (db/migrations/040_alerts.ts). */
export interface StockLevelsTable {
  product_id: number;
  variant_id: Generated<number>;
  qty: number;
  updated_at: string;
}
/** A back-in-stock ('stock') or price-drop ('price') request, open until done_at (db/migrations/040_alerts.ts). */
export interface AlertRequestsTable {
  id: Id;
  kind: 'stock' | 'price';
  product_id: number;
  variant_id: Generated<number>;
  phone: string;
  customer_id: number | null;
  language: string;
  /** A price request's price for one when asked, in poisha; null for stock. */
  asked_price: number | null;
  created_at: string;
  expires_at: string;
  done_at: string | null;
  /** 'sent' (its SMS queued), 'expired' or 'removed'. */
  outcome: string | null;
}
export interface DB {
  app_settings: AppSettingsTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  category_filterable_attributes: FilterableTable;
  brands: BrandsTable;
  brand_filterable_attributes: FilterableTable;
  colors: ColorsTable;
  sizes: SizesTable;
  products: ProductsTable;
  price_marks: PriceMarksTable;
  sold_count_changes: SoldCountChangesTable;
  product_prices: ProductPricesTable;
  product_cards: ProductCardsTable;
  product_words: ProductWordsTable;
  product_categories: ProductCategoriesTable;
  category_listing: CategoryListingTable;
  category_counts: CategoryCountsTable;
  product_colors: ProductColorsTable;
  product_sizes: ProductSizesTable;
  product_variants: ProductVariantsTable;
  product_images: ProductImagesTable;
  related_products: RelatedProductsTable;
  campaigns: CampaignsTable;
  campaign_products: CampaignProductsTable;
  campaign_categories: CampaignCategoriesTable;
  campaign_brands: CampaignBrandsTable;
  flash_deals: FlashDealsTable;
  customers: CustomersTable;
  login_throttle: LoginThrottleTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  compare_items: CompareItemsTable;
  recently_viewed: RecentlyViewedTable;
  stock_levels: StockLevelsTable;
  alert_requests: AlertRequestsTable;
  addresses: AddressesTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_addresses: OrderAddressesTable;
  order_status_events: OrderStatusEventsTable;
  parcels: ParcelsTable;
  parcel_steps: ParcelStepsTable;
  leases: LeasesTable;
  payment_notifications: PaymentNotificationsTable;
  payment_refunds: PaymentRefundsTable;
  idempotency_keys: IdempotencyKeysTable;
  reviews: ReviewsTable;
  blog_categories: BlogCategoriesTable;
  blogs: BlogsTable;
  blog_comments: BlogCommentsTable;
  content_pages: ContentPagesTable;
  job_posts: JobPostsTable;
  resumes: ResumesTable;
  rate_limits: RateLimitsTable;
  sign_in_codes: SignInCodesTable;
  sms_outbox: SmsOutboxTable;
  return_requests: ReturnRequestsTable;
  return_lines: ReturnLinesTable;
  return_photos: ReturnPhotosTable;
  confirmed_numbers: ConfirmedNumbersTable;
}
