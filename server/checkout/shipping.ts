import { englishTexts, inEnglish, serverText, type ServerTextId } from '../lib/serverText';
import type { PaymentMethod, ShippingMethod, ShippingMethodCode } from '../../shared/api/checkoutContract';
import type { CheckedAddress } from '../address/checkAddress';
import { parcelWeight, type DeliveryType } from '../courier/courier';
import type { CourierIntegration } from '../courier/integration';
import { Refused } from '../lib/domainErrors';
import type { GatewayName } from '../payments/gateway';
import { QUOTE_TTL_MS, type CheckoutState, type CourierQuote, type PaymentCode } from './checkoutState';

/**
 * Express is the flat-rate method, delivered within 12 hours; Regular the free one, within 48
 * hours. Their names and descriptions are texts of the catalogue: the checkout shows them in the
 * shopper's language; an order records them in English.
 */
const METHODS: Record<
  ShippingMethodCode,
  { name: ServerTextId; courierName: ServerTextId; deliveryType: DeliveryType; description: ServerTextId }
> = {
  flatrate_flatrate: {
    name: 'server.shippingExpress',
    courierName: 'server.shippingPathaoExpress',
    deliveryType: '12',
    description: 'server.shippingExpressNote',
  },
  free_free: {
    name: 'server.shippingRegular',
    courierName: 'server.shippingPathaoRegular',
    deliveryType: '48',
    description: 'server.shippingRegularNote',
  },
};

/** How a method's words are written: the request's language at checkout (request.t), English for an order's record. */
export type Words = (id: ServerTextId) => string;
const english: Words = (id) => englishTexts(id);

export const SHIPPING_CODES = Object.keys(METHODS) as ShippingMethodCode[];

/**
 * Without an Active courier integration, Express costs this flat rate per order and Regular is
 * free. With it, both cost the courier's price for the shipping address (Pathao charges both).
 */
export const FLAT_RATE_POISHA = 12000;

/**
 * A shipping method as the checkout calls answer it: the contract's, its code and title again as method and
 * method_title, and its delivery type.
 */
export interface ShippingMethodView extends ShippingMethod {
  method: ShippingMethodCode;
  method_title: string;
  description: string;
  delivery_type: DeliveryType;
}

export function shippingMethods(active: boolean, words: Words = english): ShippingMethodView[] {
  return SHIPPING_CODES.map((code) => {
    const title = words(active ? METHODS[code].courierName : METHODS[code].name);
    return {
      code,
      method: code,
      title,
      method_title: title,
      description: words(METHODS[code].description),
      delivery_type: METHODS[code].deliveryType,
    };
  });
}

/** The method's title as an order records it (English). */
export const shippingTitle = (code: ShippingMethodCode, active: boolean): string =>
  shippingMethods(active).find((m) => m.code === code)!.title;

export const deliveryTypeOf = (code: ShippingMethodCode): DeliveryType => METHODS[code].deliveryType;

export type PaymentMethodView = PaymentMethod & { method: PaymentCode };

/** The gateways the shop takes payment through, and whether they are the bundled simulators. */
export interface OfferedPayments {
  gateways: readonly GatewayName[];
  sandbox: boolean;
}

const CASH_ONLY: OfferedPayments = { gateways: [], sandbox: false };

const GATEWAY_TEXTS: Record<GatewayName, { title: ServerTextId; note: ServerTextId }> = {
  bkash: { title: 'server.paymentBkash', note: 'server.paymentBkashNote' },
  sslcommerz: { title: 'server.paymentSslcommerz', note: 'server.paymentSslcommerzNote' },
};

/**
 * Cash on delivery, first and the default, then each configured gateway; titles and descriptions in these words
 * (English by default, as an order records them). On the bundled simulators the gateways say that no money moves.
 */
export function paymentMethods({ gateways, sandbox }: OfferedPayments = CASH_ONLY, words: Words = english) {
  const cash: PaymentMethodView = {
    method: 'cashondelivery',
    method_title: words('server.paymentCashOnDelivery'),
    description: words('server.paymentCashOnDeliveryNote'),
    sort: 1,
  };
  const sandboxNote = sandbox ? ` ${words('server.paymentSandbox')}.` : '';
  return [
    cash,
    ...gateways.map((gateway, index): PaymentMethodView => ({
      method: gateway,
      method_title: words(GATEWAY_TEXTS[gateway].title),
      description: words(GATEWAY_TEXTS[gateway].note) + sandboxNote,
      sort: index + 2,
    })),
  ];
}

const METHOD_TITLES: ServerTextId[] = [
  'server.shippingExpress',
  'server.shippingRegular',
  'server.shippingPathaoExpress',
  'server.shippingPathaoRegular',
  'server.paymentCashOnDelivery',
  'server.paymentBkash',
  'server.paymentSslcommerz',
];

/**
 * An order's recorded (English) method title in these words: the shop's own methods by their title, any other as
 * recorded.
 */
export function methodTitleIn(recorded: string, words: Words): string {
  const id = METHOD_TITLES.find((title) => englishTexts(title) === recorded);
  return id ? words(id) : recorded;
}

export const NO_COURIER_PLACE_TEXT = serverText('server.noCourierPlace');
/** In English, word for word as the English catalogue has it. */
export const NO_COURIER_PLACE = inEnglish(NO_COURIER_PLACE_TEXT);

type Ask = Omit<CourierQuote, 'price' | 'at'>;

/** A quote kept in the checkout state, younger than QUOTE_TTL_MS, for this place, delivery type and weight. */
function keptQuote(state: CheckoutState, ask: Ask, now: number): CourierQuote | undefined {
  return (state.quotes ?? []).find(
    (q) =>
      now - q.at < QUOTE_TTL_MS &&
      q.cityId === ask.cityId &&
      q.zoneId === ask.zoneId &&
      q.deliveryType === ask.deliveryType &&
      q.weightKg === ask.weightKg,
  );
}

/**
 * A courier price for this place, delivery type and weight: a kept quote younger than
 * QUOTE_TTL_MS, or a new one from the courier, which is then kept in the checkout state.
 */
export async function courierQuote(
  { courier }: CourierIntegration,
  state: CheckoutState,
  ask: Ask,
  now = Date.now(),
): Promise<number> {
  const kept = keptQuote(state, ask, now);
  if (kept) return kept.price;
  const price = await courier.price(ask);
  // A handful is enough: both methods to an address or two.
  state.quotes = [...(state.quotes ?? []).filter((q) => now - q.at < QUOTE_TTL_MS), { ...ask, price, at: now }].slice(
    -6,
  );
  return price;
}

export interface Parcel {
  method: ShippingMethodCode;
  address: CheckedAddress;
  itemsQty: number;
}

function courierAsk({ method, address, itemsQty }: Parcel): Ask {
  if (!address.city_id || !address.zone_id) throw new Refused(NO_COURIER_PLACE_TEXT);
  return {
    cityId: address.city_id,
    zoneId: address.zone_id,
    deliveryType: deliveryTypeOf(method),
    weightKg: parcelWeight(itemsQty),
  };
}

/**
 * What a method costs to this shipping address for this parcel (poisha) when the courier need not
 * be asked (no Active courier, or a quote kept for the same parcel); null when it must be.
 */
export function knownCharge(
  integration: CourierIntegration,
  state: CheckoutState,
  parcel: Parcel,
  now = Date.now(),
): number | null {
  if (!integration.active) return parcel.method === 'flatrate_flatrate' ? FLAT_RATE_POISHA : 0;
  return keptQuote(state, courierAsk(parcel), now)?.price ?? null;
}

/** What a method costs to this shipping address for a parcel of this many items (poisha). */
export async function shippingCharge(
  integration: CourierIntegration,
  state: CheckoutState,
  parcel: Parcel,
): Promise<number> {
  return knownCharge(integration, state, parcel) ?? courierQuote(integration, state, courierAsk(parcel));
}
