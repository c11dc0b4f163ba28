/** Back-in-stock and price-drop alerts: what the product page and the account's list of requests carry. */

export type AlertKind = 'stock' | 'price';

/** What of a product is out of stock: the product itself (all of it), or these variants. */
export interface SoldOut {
  product: boolean;
  variants: number[];
}

/** A customer's open request, as the account lists it. */
export interface AccountAlert {
  id: number;
  kind: AlertKind;
  /** The product's (or variant's) name in the shopper's language, and its page. */
  name: string;
  url_key: string;
  /** A price request's price for one when asked, in taka; null for a back-in-stock request. */
  asked_price: number | null;
  created_at: string;
  expires_at: string;
}

/** /customer/account/alerts: the customer's open requests, newest first. */
export interface AccountAlertsProps {
  alerts: AccountAlert[];
}

/** What the alert forms send (POST /api/alerts, or the form without script): a guest's number, too. */
export interface AlertAsk {
  kind: AlertKind;
  product_id: number;
  variant_id?: number;
  phone?: string;
}
