import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Cart } from '../../shared/api/contract';
import type {
  CashOrderNote,
  CheckoutAddress,
  CheckoutPageProps,
  PaymentMethod,
  SavedAddress,
  ShippingMethod,
  ShippingMethodCode,
} from '../../shared/api/checkoutContract';
import { rootReducer } from '../../shared/store/store';

/**
 * The one-page checkout: what the shopper has chosen so far, as the server's session has it. The
 * cart is the server's, amounts and all: the browser shows them and never adds them up itself.
 */
export interface CheckoutState {
  status: 'loading' | 'failed' | 'ready';
  cart: Cart | null;
  addresses: SavedAddress[];
  addressId: number | null;
  /** The chosen address, copied into billing and shipping alike. */
  address: CheckoutAddress | null;
  /** The methods the server offers, with their delivery types. */
  shippingMethods: ShippingMethod[];
  shippingMethod: ShippingMethodCode | null;
  /** Offered once a shipping method is saved; empty before. */
  paymentMethods: PaymentMethod[];
  paymentMethod: string | null;
  couponPending: boolean;
  placing: boolean;
  /** The signed-in customer's email, for OrderPlace when the chosen address has none. */
  customerEmail: string | null;
  /** What the chosen cash payment asks before Order Place (a code, an advance), told beside the button. */
  cashOrder: CashOrderNote | null;
  /** Order Place asked the code sent by SMS: the code field shows, with the server's last word on it. */
  codeAsked: { message: string; error: boolean } | null;
}

const initialState: CheckoutState = {
  status: 'loading',
  cart: null,
  addresses: [],
  addressId: null,
  address: null,
  shippingMethods: [],
  shippingMethod: null,
  paymentMethods: [],
  paymentMethod: null,
  couponPending: false,
  placing: false,
  customerEmail: null,
  cashOrder: null,
  codeAsked: null,
};

/**
 * A saved address without the fields the checkout session does not take (its display names among them: it keeps the
 * English ones).
 */
export function checkoutCopy({
  id: _id,
  default_address: _default,
  post_code,
  state_label: _state,
  city_label: _city,
  area_label: _area,
  ...address
}: SavedAddress): CheckoutAddress {
  return { ...address, postcode: address.postcode ?? post_code ?? '' };
}

const byDisplayOrder = (methods: PaymentMethod[]) => [...methods].sort((a, b) => a.sort - b.sort);

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /**
     * The page's props: the shipping methods, and for the first paint the cart, the saved
     * addresses and the choices the session already holds (without cart and addresses the
     * island stays loading and asks the server).
     */
    opened(state, action: PayloadAction<CheckoutPageProps>) {
      const { cart, addresses, selected, paymentMethods = [], shippingMethods, customerEmail = null } = action.payload;
      const { cashOrder = null } = action.payload;
      Object.assign(state, initialState, { shippingMethods, customerEmail });
      if (cart === undefined || !addresses) return;
      Object.assign(state, { status: 'ready', cart, addresses });
      const saved = addresses.find((a) => a.id === selected?.addressId);
      if (!saved) return;
      state.addressId = saved.id;
      state.address = checkoutCopy(saved);
      if (!selected?.shippingMethod) return;
      state.shippingMethod = selected.shippingMethod;
      state.paymentMethods = byDisplayOrder(paymentMethods);
      state.paymentMethod = selected.paymentMethod;
      state.cashOrder = cashOrder;
    },
    loaded(state, action: PayloadAction<{ cart: Cart | null; addresses: SavedAddress[] }>) {
      state.status = 'ready';
      state.cart = action.payload.cart;
      state.addresses = action.payload.addresses;
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    cartChanged(state, action: PayloadAction<Cart | null>) {
      state.cart = action.payload;
    },
    addressAdded(state, action: PayloadAction<SavedAddress>) {
      state.addresses = [...state.addresses.filter((a) => a.id !== action.payload.id), action.payload];
    },
    /** A saved address as the server keeps it now (its courier place completed), in its place in the list. */
    addressUpdated(state, action: PayloadAction<SavedAddress>) {
      state.addresses = state.addresses.map((a) => (a.id === action.payload.id ? action.payload : a));
    },
    addressesLoaded(state, action: PayloadAction<SavedAddress[]>) {
      state.addresses = action.payload;
    },
    /**
     * A new address starts the shipping and payment choice over, as the server's session does: the delivery price
     * depends on it.
     */
    addressChosen(state, action: PayloadAction<SavedAddress>) {
      state.addressId = action.payload.id;
      state.address = checkoutCopy(action.payload);
      state.shippingMethod = null;
      state.paymentMethods = [];
      state.paymentMethod = null;
      state.cashOrder = null;
      state.codeAsked = null;
    },
    addressRefused(state) {
      state.addressId = null;
      state.address = null;
    },
    shippingMethodChosen(state, action: PayloadAction<ShippingMethodCode>) {
      state.shippingMethod = action.payload;
      state.paymentMethods = [];
      state.paymentMethod = null;
      state.cashOrder = null;
      state.codeAsked = null;
    },
    shippingMethodRefused(state) {
      state.shippingMethod = null;
    },
    paymentMethodsOffered(state, action: PayloadAction<PaymentMethod[]>) {
      state.paymentMethods = byDisplayOrder(action.payload);
    },
    paymentMethodChosen(state, action: PayloadAction<string | null>) {
      state.paymentMethod = action.payload;
      state.cashOrder = null;
      state.codeAsked = null;
    },
    cashOrderNoted(state, action: PayloadAction<CashOrderNote | null>) {
      state.cashOrder = action.payload;
    },
    /** The order call asked the code (sent, or wrong): its message shows by the code field. */
    codeAskedFor(state, action: PayloadAction<{ message: string; error: boolean }>) {
      state.codeAsked = action.payload;
      state.placing = false;
    },
    couponRequested(state) {
      state.couponPending = true;
    },
    couponSettled(state) {
      state.couponPending = false;
    },
    orderRequested(state) {
      state.placing = true;
    },
    orderFailed(state) {
      state.placing = false;
    },
  },
  selectors: {
    selectCheckout: (state) => state,
  },
});

declare module '../../shared/store/store' {
  // Adds the checkout slice to the page store's type when this island is on the page.
  interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

const injected = checkoutSlice.injectInto(rootReducer);

export const {
  opened,
  loaded,
  loadFailed,
  cartChanged,
  addressAdded,
  addressUpdated,
  addressesLoaded,
  addressChosen,
  addressRefused,
  shippingMethodChosen,
  shippingMethodRefused,
  paymentMethodsOffered,
  paymentMethodChosen,
  cashOrderNoted,
  codeAskedFor,
  couponRequested,
  couponSettled,
  orderRequested,
  orderFailed,
} = checkoutSlice.actions;
export const { selectCheckout } = injected.selectors;
