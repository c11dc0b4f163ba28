import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Cart } from '../../shared/api/contract';
import type { CheckoutAddress, CheckoutPageProps, PaymentMethod, SavedAddress, ShippingMethodCode } from '../../shared/api/checkoutContract';
import { rootReducer } from '../../shared/store/store';

/** The one-page checkout: what the shopper has chosen so far, as the server's session has it. */
export interface CheckoutState {
  status: 'loading' | 'failed' | 'ready';
  cart: Cart | null;
  addresses: SavedAddress[];
  addressId: number | null;
  /** The chosen address, copied into billing and shipping alike. */
  address: CheckoutAddress | null;
  shippingMethod: ShippingMethodCode | null;
  /** Offered once a shipping method is saved; empty before. */
  paymentMethods: PaymentMethod[];
  paymentMethod: string | null;
  /** The courier's delivery price in taka (courier Active only); null until priced. */
  deliveryPrice: number | null;
  couponPending: boolean;
  placing: boolean;
}

const initialState: CheckoutState = {
  status: 'loading',
  cart: null,
  addresses: [],
  addressId: null,
  address: null,
  shippingMethod: null,
  paymentMethods: [],
  paymentMethod: null,
  deliveryPrice: null,
  couponPending: false,
  placing: false,
};

/** A saved address without the fields the checkout session does not take. */
export function checkoutCopy({ id: _id, default_address: _default, post_code, ...address }: SavedAddress): CheckoutAddress {
  return { ...address, postcode: address.postcode ?? post_code ?? '' };
}

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** First paint from the page's props, with the choices the session already holds. */
    opened(state, action: PayloadAction<Required<Pick<CheckoutPageProps, 'cart' | 'addresses'>> & Pick<CheckoutPageProps, 'selected' | 'paymentMethods'>>) {
      const { cart, addresses, selected, paymentMethods = [] } = action.payload;
      const saved = addresses.find((a) => a.id === selected?.addressId);
      Object.assign(state, initialState, { status: 'ready', cart, addresses });
      if (!saved) return;
      state.addressId = saved.id;
      state.address = checkoutCopy(saved);
      if (!selected?.shippingMethod) return;
      state.shippingMethod = selected.shippingMethod;
      state.paymentMethods = [...paymentMethods].sort((a, b) => a.sort - b.sort);
      state.paymentMethod = selected.paymentMethod;
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
    addressesLoaded(state, action: PayloadAction<SavedAddress[]>) {
      state.addresses = action.payload;
    },
    addressChosen(state, action: PayloadAction<SavedAddress>) {
      state.addressId = action.payload.id;
      state.address = checkoutCopy(action.payload);
      state.deliveryPrice = null;
    },
    addressRefused(state) {
      state.addressId = null;
      state.address = null;
    },
    shippingMethodChosen(state, action: PayloadAction<ShippingMethodCode>) {
      state.shippingMethod = action.payload;
      state.paymentMethods = [];
      state.paymentMethod = null;
      state.deliveryPrice = null;
    },
    shippingMethodRefused(state) {
      state.shippingMethod = null;
    },
    paymentMethodsOffered(state, action: PayloadAction<PaymentMethod[]>) {
      state.paymentMethods = [...action.payload].sort((a, b) => a.sort - b.sort);
    },
    paymentMethodChosen(state, action: PayloadAction<string | null>) {
      state.paymentMethod = action.payload;
    },
    deliveryPriced(state, action: PayloadAction<number | null>) {
      state.deliveryPrice = action.payload;
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
    /** Delivery charge shown and added: the courier's price when it prices, else the cart's. */
    selectShippingAmount: (state) => state.deliveryPrice ?? state.cart?.shipping_amount ?? 0,
    /** sub_total + shipping - discount_amount (spec section 4). */
    selectOrderTotal: (state) => {
      const cart = state.cart;
      if (!cart) return 0;
      return cart.sub_total + (state.deliveryPrice ?? cart.shipping_amount ?? 0) - (cart.discount_amount ?? 0);
    },
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
  addressesLoaded,
  addressChosen,
  addressRefused,
  shippingMethodChosen,
  shippingMethodRefused,
  paymentMethodsOffered,
  paymentMethodChosen,
  deliveryPriced,
  couponRequested,
  couponSettled,
  orderRequested,
  orderFailed,
} = checkoutSlice.actions;
export const { selectCheckout, selectShippingAmount, selectOrderTotal } = injected.selectors;
