import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The shop settings every island of a page shares: written by the server into each mount point
 * (data-currency, data-is-customer, data-locale, data-pixel-id), read once by readIslandProps and
 * kept here, so components read them with useShop() and thunks with selectShop(getState()).
 */
export interface ShopSettings {
  /** data-currency: the symbol prices are shown with. */
  currency: string;
  /** data-is-customer: "true" when a customer is signed in. */
  isCustomer: boolean;
  /** data-locale: how numbers are grouped (BCP 47 tag). */
  locale: string;
  /** data-pixel-id: the advertising pixel, empty when none is configured. */
  pixelId: string;
  /**
   * The XSRF token the page's forms carry in their _xsrf field, for a form sent without script
   * (FormToken). Only the server's preloaded state has it; a mount point's attributes leave it.
   */
  formToken?: string;
}

/** What a mount point without the attribute gets. */
export const SHOP_DEFAULTS: ShopSettings = {
  currency: '৳',
  isCustomer: false,
  locale: 'en-BD',
  pixelId: '',
};

const shopSlice = createSlice({
  name: 'shop',
  initialState: SHOP_DEFAULTS,
  reducers: {
    /** The page's settings, as its first mount point (or the server's preloaded state) gives them. */
    settingsRead(state, action: PayloadAction<ShopSettings>) {
      return { ...action.payload, formToken: state.formToken };
    },
  },
  selectors: {
    selectShop: (state) => state,
  },
});

export const { settingsRead: shopSettingsRead } = shopSlice.actions;
export const { selectShop } = shopSlice.selectors;
export default shopSlice;
