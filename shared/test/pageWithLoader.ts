import { resetPageI18n } from '../i18n/pageI18n';

/**
 * Sets a test file up as a page before its islands are live: the page store keeps to this tab (no
 * 'haat' BroadcastChannel), and the page's loader runs at once, as in a hidden tab (not after a
 * first paint jsdom never makes), holding the taps made before an island's code is there. Returns
 * the current test's console.error spy (errors include React's hydration reports).
 */
export function pageWithLoader(): () => jest.SpyInstance {
  const realBroadcastChannel = globalThis.BroadcastChannel;
  beforeAll(async () => {
    Reflect.deleteProperty(globalThis, 'BroadcastChannel');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await import('../mount/loader');
  });
  afterAll(() => Object.assign(globalThis, { BroadcastChannel: realBroadcastChannel }));
  let errors: jest.SpyInstance;
  beforeEach(() => {
    resetPageI18n();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());
  return () => errors;
}
