import type { I18n } from '../i18n/makeI18n';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/store';
import { TextsProvider } from '../i18n/useT';
import { IslandErrorBoundary } from '../ui/IslandErrorBoundary';

interface Props {
  /** The island's name (data-island): the error boundary logs with it. */
  island: string;
  /** The page's store, its shop slice already filled (useShop reads it). */
  store: AppStore;
  /** The page's texts in its language (shared/i18n): useT reads them. */
  i18n: I18n;
  children: ReactNode;
}

/**
 * What every island renders inside, in the browser (mountIsland) and in tests
 * (renderWithProviders), and what a server renderer wraps an island's markup in: the page's
 * store, which holds the shop settings, the page's texts in its language, and an error boundary
 * named after the island. An island renders from its data-props, the store's state and the texts
 * only, so both sides paint the same.
 *   <IslandRoot island="cart" store={store} i18n={i18n}><CartPage {...props} /></IslandRoot>
 */
export function IslandRoot({ island, store, i18n, children }: Props) {
  return (
    <Provider store={store}>
      <TextsProvider value={i18n}>
        <IslandErrorBoundary island={island}>{children}</IslandErrorBoundary>
      </TextsProvider>
    </Provider>
  );
}
