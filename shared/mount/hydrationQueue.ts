/**
 * When each island holding server markup hydrates. Hydrating every island of a page at once, while
 * its scripts are evaluated, made one long task on a slow phone; so:
 * - each island hydrates in a task of its own, those on (or near) the screen first, in page order;
 * - an island further down waits until it comes near the screen, or until the browser is idle
 *   after the ones on screen, so it is hydrated before anyone scrolls to it on most pages;
 * - a tap, click, key or focus inside an island still queued hydrates that island at once and
 *   synchronously, before the event reaches it, so the island takes the event (a tap on "Add To
 *   Cart"; a field focused and then filled, whose change React would not see had it hydrated
 *   after the value changed). An island whose hydration has started is React's: it hydrates a
 *   root synchronously for a tap or key meant for it.
 */

/** How far below the screen an island counts as near it (about a flick of the thumb). */
const NEAR_PX = 300;
/** Events that show a shopper is about to use an island: it must be hydrated before they reach it. */
export const INTERACTIONS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'input',
  'change',
  'submit',
];

interface Job {
  element: HTMLElement;
  /** Starts the island's hydration; `now`: synchronously, before the event being dispatched goes on. */
  hydrate: (now: boolean) => void;
}

/** On or near the screen: hydrated in this order, one a task. */
const ready: Job[] = [];
/** Further down: hydrated when near the screen, or one per idle moment once `ready` is empty. */
const later: Job[] = [];
/** A task (for `ready`) and an idle callback (for `later`) may be pending at once. */
let taskPending = false;
let idlePending = false;
let observer: IntersectionObserver | null = null;

const nearScreen = (element: HTMLElement) => element.getBoundingClientRect().top < window.innerHeight + NEAR_PX;

function take(job: Job, now = false): void {
  for (const list of [ready, later]) {
    const at = list.indexOf(job);
    if (at >= 0) list.splice(at, 1);
  }
  observer?.unobserve(job.element);
  if (ready.length === 0 && later.length === 0) stopListening();
  job.hydrate(now);
}

function idle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 50);
}

function schedule(): void {
  if (ready.length > 0 && !taskPending) {
    taskPending = true;
    setTimeout(() => {
      taskPending = false;
      if (ready.length > 0) take(ready[0]);
      schedule();
    }, 0);
  } else if (ready.length === 0 && later.length > 0 && !idlePending) {
    idlePending = true;
    idle(() => {
      idlePending = false;
      if (ready.length === 0 && later.length > 0) take(later[0]);
      schedule();
    });
  }
}

function onInteraction(event: Event): void {
  if (!(event.target instanceof Node)) return;
  const target = event.target;
  const job = [...ready, ...later].find(({ element }) => element.contains(target));
  if (job) take(job, true);
}

let listening = false;
function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
}
function stopListening(): void {
  listening = false;
  for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, { capture: true });
}

function watch(job: Job): void {
  if (typeof IntersectionObserver === 'undefined') return;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const job = later.find(({ element }) => element === entry.target);
        if (!entry.isIntersecting || !job) continue;
        later.splice(later.indexOf(job), 1);
        ready.push(job);
      }
      schedule();
    },
    { rootMargin: `${NEAR_PX}px 0px` },
  );
  observer.observe(job.element);
}

/** Queues one island's hydration (hydrate calls hydrateRoot); it runs in a later task, see above. */
export function queueHydration(element: HTMLElement, hydrate: (now: boolean) => void): void {
  const job = { element, hydrate };
  listen();
  if (nearScreen(element)) ready.push(job);
  else {
    later.push(job);
    watch(job);
  }
  schedule();
}
