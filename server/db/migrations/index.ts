import type { Migration } from 'kysely';
import * as core from './001_core';
import * as catalogIndexes from './002_catalog_indexes';
import * as cartUniques from './003_cart_uniques';
import * as reviews from './004_reviews';
import * as blogCareers from './005_blog_careers';
import * as guestCartOwner from './007_guest_cart_owner';
import * as orderStatusEvents from './008_order_status_events';
import * as searchSort from './009_search_sort';
import * as effectivePriceWords from './010_effective_price_words';
import * as banglaNames from './011_bangla_names';
import * as banglaNameWords from './012_bangla_name_words';
import * as cartTouch from './013_cart_touch';
import * as orderNumber from './014_order_number';
import * as nameWordMarks from './020_name_word_marks';
import * as soldCountLockOrder from './021_sold_count_lock_order';
import * as soldCountChanges from './022_sold_count_changes';
import * as orderRefused from './023_order_refused';
import * as cardCoveringIndexes from './024_card_covering_indexes';
import * as searchByTrigrams from './025_search_by_trigrams';
import * as productCards from './026_product_cards';
import * as categoryListing from './027_category_listing';
import * as orderPayments from './028_order_payments';
import * as parcels from './030_parcels';
import * as categoryListingPricesCounts from './031_category_listing_prices_counts';
import * as idempotencyKeys from './032_idempotency_keys';
import * as smsCodesOutbox from './033_sms_codes_outbox';
import * as newestNamesIndex from './035_newest_names_index';
import * as recentlyViewed from './036_recently_viewed';
import * as categoryChoices from './037_category_choices';
import * as cashOrderAdvance from './038_cash_order_advance';
import * as leases from './039_leases';
import * as alerts from './040_alerts';
import * as returns from './041_returns';
import * as sessionCart from './042_session_cart';

/** Every migration, in order. Bundled with the server, so no file lookups at run time. */
export const migrations: Record<string, Migration> = {
  '001_core': core,
  '002_catalog_indexes': catalogIndexes,
  '003_cart_uniques': cartUniques,
  '004_reviews': reviews,
  '005_blog_careers': blogCareers,
  '007_guest_cart_owner': guestCartOwner,
  '008_order_status_events': orderStatusEvents,
  '009_search_sort': searchSort,
  '010_effective_price_words': effectivePriceWords,
  '011_bangla_names': banglaNames,
  '012_bangla_name_words': banglaNameWords,
  '013_cart_touch': cartTouch,
  '014_order_number': orderNumber,
  '020_name_word_marks': nameWordMarks,
  '021_sold_count_lock_order': soldCountLockOrder,
  '022_sold_count_changes': soldCountChanges,
  '023_order_refused': orderRefused,
  '024_card_covering_indexes': cardCoveringIndexes,
  '025_search_by_trigrams': searchByTrigrams,
  '026_product_cards': productCards,
  '027_category_listing': categoryListing,
  '028_order_payments': orderPayments,
  '030_parcels': parcels,
  '031_category_listing_prices_counts': categoryListingPricesCounts,
  '032_idempotency_keys': idempotencyKeys,
  '033_sms_codes_outbox': smsCodesOutbox,
  '035_newest_names_index': newestNamesIndex,
  '036_recently_viewed': recentlyViewed,
  '037_category_choices': categoryChoices,
  '038_cash_order_advance': cashOrderAdvance,
  '039_leases': leases,
  '040_alerts': alerts,
  '041_returns': returns,
  '042_session_cart': sessionCart,
};
