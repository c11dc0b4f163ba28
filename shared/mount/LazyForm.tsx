import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { earlyInput, FORM_PART, LIVE, setAsideHeldTaps } from './earlyInput';

/**
 * A form's component loaded when first rendered (React.lazy), for LazyForm: as its code arrives,
 * the taps held on the server's form are set aside for the form's replay.
 *   const LoginForm = lazyForm(() => import('./LoginForm').then((m) => m.LoginForm));
 */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const Form = await load();
    if (typeof document !== 'undefined') setAsideHeldTaps();
    return { default: Form };
  });
}

/**
 * The form itself, marked as a part of its island that hydrates on its own: until its code has
 * arrived and hydrated it, the loader holds taps on it (loader.ts: holdEarlyTaps) and the
 * island's replay leaves it alone. Once live, what the shopper typed into the server's form and
 * the taps held are done again through React (earlyInput.ts), as for an island.
 */
function FormPart({ children }: { children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = part.current!;
    const replay = earlyInput(element, () => element.setAttribute(LIVE, ''));
    // In a task of its own, as mountIsland's replay: each replayed event is handled and rendered before the next.
    setTimeout(replay, 0);
  }, []);
  return (
    <div className="form-part" {...{ [FORM_PART]: '' }} ref={part}>
      {children}
    </div>
  );
}

/**
 * A lazily loaded form (formik and yup come with it, after the page's first paint). The server
 * renders the form whole, so the first screen holds it: on a slow phone the shopper (or their
 * password manager) fills it while its code is on its way, and a tap on its button is kept for
 * when it arrives. React leaves the server's form in place while hydrating the island and
 * hydrates the form when its code has come. Rendered without server markup (an island mounted
 * into an empty mount point), `fallback` (a spinner of the form's size) stands in until then.
 *   <LazyForm fallback={<Spinner label="Loading the sign-in form" minHeight={209} />}><LoginForm /></LazyForm>
 * with LoginForm made by lazyForm.
 */
export function LazyForm({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <FormPart>{children}</FormPart>
    </Suspense>
  );
}
