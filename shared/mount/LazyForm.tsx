import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { earlyInput, FORM_PART, LIVE, setAsideHeldTaps } from './earlyInput';
import { whenNeeded } from './whenNeeded';

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
 * A part of an island that the server paints whole and whose code waits until the shopper needs
 * it (whenNeeded: on screen, or its island used), not loaded when the island hydrates: a page then
 * loads at start only the code of what the shopper can see and use at once. Until then React
 * leaves the server's markup in place, a tap on its buttons is held and what is typed into it is
 * kept (LazyForm), and links and forms with an action work natively. The server renders it with
 * its code (no document there).
 *   const ProductAlerts = laterPart(() => import('./ProductAlerts').then((m) => m.default));
 *   <ProductAlerts productId={1} />
 * Memoised: given other props before its code has come, React would put its fallback (nothing)
 * in place of the server's markup, so the island's renders that leave its props alone leave it alone.
 */
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let need = () => undefined as void;
  const needed = typeof document === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (need = resolve));
  const Part = lazyForm<P>(() => needed.then(load));
  const open = () => need();
  return memo(function LaterPart(props: P) {
    return (
      <LazyForm fallback={null} later={open}>
        <Part {...props} />
      </LazyForm>
    );
  });
}

/**
 * Marks the form live once its code has hydrated it (it renders inside the Suspense boundary, so
 * its effect runs only then) and does again what the shopper did to the server's form before:
 * what they typed and the taps held (earlyInput.ts), as for an island.
 */
function Live({ part, children }: { part: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  useEffect(() => {
    const element = part.current!;
    const replay = earlyInput(element, () => element.setAttribute(LIVE, ''));
    // In a task of its own, as mountIsland's replay: each replayed event is handled and rendered before the next.
    setTimeout(replay, 0);
  }, [part]);
  return children;
}

/**
 * A lazily loaded form (formik and yup come with it, after the page's first paint). The server
 * renders the form whole, so the first screen holds it: on a slow phone the shopper (or their
 * password manager) fills it while its code is on its way, and a tap on its button is kept for
 * when it arrives. React leaves the server's form in place while hydrating the island and
 * hydrates the form when its code has come. Rendered without server markup (an island mounted
 * into an empty mount point), `fallback` (a spinner of the form's size) stands in until then.
 *   <LazyForm fallback={<Spinner label="Loading the sign-in form" minHeight={209} />}><LoginForm /></LazyForm>
 * with LoginForm made by lazyForm. The wrapper, marked as a part of its island that hydrates on
 * its own, is outside the Suspense boundary: hydrated with the island, it tells the loader to hold
 * taps on the form until it is live, and (`later`, for laterPart) watches for when the code is needed.
 */
export function LazyForm({
  fallback,
  later,
  children,
}: {
  fallback: ReactNode;
  later?: () => void;
  children: ReactNode;
}) {
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => (later ? whenNeeded(part.current!, later) : undefined), [later]);
  return (
    <div className="form-part" {...{ [FORM_PART]: '' }} ref={part}>
      <Suspense fallback={fallback}>
        <Live part={part}>{children}</Live>
      </Suspense>
    </div>
  );
}
