import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { resetPageI18n } from '../i18n/pageI18n';
import { IslandRoot } from '../mount/IslandRoot';
import { SHOP_DEFAULTS, type ShopSettings } from '../store/shopSlice';
import { makeStore, type AppStore, type RootState } from '../store/store';
import { testI18n } from './testI18n';

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  /** The page's shop settings, over the defaults (a bare mount point's). */
  shop?: Partial<ShopSettings>;
  store?: AppStore;
}

/** A page store's preloaded state holding these shop settings (over the defaults). */
export function withShop(shop: Partial<ShopSettings>, state: Partial<RootState> = {}): Partial<RootState> {
  return { ...state, shop: { ...SHOP_DEFAULTS, ...state.shop, ...shop } };
}

/**
 * Renders an island inside IslandRoot with its own store and the texts of its shop's locale, the
 * way mountIsland does on a page; its thunks' flash messages (pageText) are in the same language.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, shop = {}, store = makeStore(withShop(shop, preloadedState)), ...options }: Options = {},
) {
  const i18n = testI18n(store.getState().shop.locale);
  resetPageI18n(i18n);
  // A wrapper, so a test's rerender keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IslandRoot island="test" store={store} i18n={i18n}>
      {children}
    </IslandRoot>
  );
  return { store, ...render(ui, { wrapper, ...options }) };
}
