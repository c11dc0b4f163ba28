import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/store';
import { IslandErrorBoundary } from '../ui/IslandErrorBoundary';

interface Props {
  /** The island's name (data-island): the error boundary logs with it. */
  island: string;
  /** The page's store, its shop slice already filled (useShop reads it). */
  store: AppStore;
  children: ReactNode;
}

/**
 * What every island renders inside, in the browser (mountIsland) and in tests
 * (renderWithProviders), and what a server renderer wraps an island's markup in: the page's
 * store, which holds the shop settings, and an error boundary named after the island. An island
 * renders from its data-props and the store's state only, so both sides paint the same.
 *   <IslandRoot island="cart" store={store}><CartPage {...props} /></IslandRoot>
 */
export function IslandRoot({ island, store, children }: Props) {
  return (
    <Provider store={store}>
      <IslandErrorBoundary island={island}>{children}</IslandErrorBoundary>
    </Provider>
  );
}
