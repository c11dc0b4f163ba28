/** Marks a control tapped before its island's script had run (loader.ts: holdEarlyTaps, which writes it there too). */
const HELD_TAP = 'data-held-tap';
/**
 * A part of an island hydrated after it, when its code arrives (LazyForm), and the mark it gets
 * once live: the loader holds taps inside a part not live yet (its names are written there too).
 */
export const FORM_PART = 'data-form-part';
export const LIVE = 'data-live';

/** Taps held in form parts whose code has arrived, unmarked for React to hydrate them (setAsideHeldTaps). */
const setAside = new Set<HTMLElement>();

/**
 * Called as a form part's code arrives, before React hydrates the part: the taps held in parts not
 * yet live lose their mark (React must find the markup as the server wrote it) and are kept for
 * the part's replay (earlyInput).
 */
export function setAsideHeldTaps(): void {
  document.querySelectorAll<HTMLElement>(`[${FORM_PART}]:not([${LIVE}]) [${HELD_TAP}]`).forEach((control) => {
    control.removeAttribute(HELD_TAP);
    setAside.add(control);
  });
}

/** The taps held on controls of `root` that `own` keeps, unmarked. */
function takeHeld(root: HTMLElement, own: (element: Element) => boolean): HTMLElement[] {
  const held = [...root.querySelectorAll<HTMLElement>(`[${HELD_TAP}]`)].filter(own);
  held.forEach((control) => control.removeAttribute(HELD_TAP));
  return held;
}

/**
 * What the shopper did to an island's server markup before its hydration, read as the hydration
 * starts, and done again by the returned function once it has committed: the fields they changed,
 * in page order, then the taps held for it (loader.ts: holdEarlyTaps), so a form filled and sent
 * early is sent with what was typed. The returned function calls `markLive` (the mark that ends
 * the loader's hold) first: until then a tap is held too, also one made while React hydrated, so
 * no tap reaches the island before the typing that came before it.
 *
 * A field whose value (or tick, or chosen option) is not its default, what the server wrote, was
 * set by the shopper. React puts back a select's option as it hydrates, and keeps a field's value
 * but remembers it as its own: the island's state stayed what the server rendered, and its next
 * render put that back, so typing was lost. So the field is set back through React's setter (it
 * remembers that value), then to the shopper's past it, and the event React listens for on that
 * field is sent: React sees a change, as from the keyboard.
 * A form part (LazyForm) inside `root` is left to its own replay, run when it is live.
 */
export function earlyInput(root: HTMLElement, markLive: () => void): () => void {
  const replays: (() => void)[] = [];
  const own = (element: Element) => element.closest(`[${FORM_PART}]`) === (root.hasAttribute(FORM_PART) ? root : null);
  root.querySelectorAll<HTMLInputElement>('input,textarea,select').forEach((field) => {
    if (!own(field)) return;
    const send = (type: string) => field.dispatchEvent(new Event(type, { bubbles: true }));
    if (field instanceof HTMLSelectElement) {
      const chosen = field.value;
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        replays.push(() => ((field.value = chosen), send('change')));
      return;
    }
    const checkable = field.type === 'checkbox' || field.type === 'radio';
    const property = checkable ? 'checked' : 'value';
    const value = field[property];
    if (
      value === (checkable ? field.defaultChecked : field.defaultValue) ||
      field.type === 'file' ||
      field.type === 'hidden'
    )
      return;
    replays.push(() => {
      (field as unknown as Record<string, unknown>)[property] = checkable ? !value : field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)!.set!.call(field, value);
      send(checkable ? 'click' : 'input');
    });
  });
  // Unmarked before React reads the markup, which it must find as the server wrote it.
  const held = takeHeld(root, own);
  held.push(...[...setAside].filter((control) => root.contains(control) && own(control)));
  held.forEach((control) => setAside.delete(control));
  return () => {
    held.push(...takeHeld(root, own));
    markLive();
    replays.forEach((replay) => replay());
    held.forEach((control) => control.click());
  };
}
