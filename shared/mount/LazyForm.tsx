import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => undefined;

/** False on the server and while the browser hydrates the server's markup, true once the island is live. */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}

/**
 * A lazily loaded form (formik and yup come with it). The server and the hydrating browser paint
 * `fallback`, a spinner of the form's size; the form renders once its island is live, so no one
 * types into or submits a form whose code has not arrived (its button would post the page).
 *   <LazyForm fallback={<Spinner label="Loading the sign-in form" minHeight={209} />}><LoginForm /></LazyForm>
 */
export function LazyForm({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const live = useHydrated();
  return <Suspense fallback={fallback}>{live ? children : fallback}</Suspense>;
}
