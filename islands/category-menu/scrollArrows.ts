type Side = 'back' | 'forward';
const SIDES: Side[] = ['back', 'forward'];

/**
 * Which way the strip can still scroll: the arrow button for each side that has more is shown over
 * its faded edge (`data-more-{side}` on the strip). The buttons are in the server's markup, hidden
 * (it cannot measure), and shown over the edges, so nothing moves when they appear. When the arrow
 * that has focus goes (the strip reached its end), focus moves to the other arrow. Answers what
 * stops watching.
 */
export function watchScrollArrows(strip: HTMLElement): () => void {
  const list = strip.querySelector('ul')!;
  const arrow = (side: Side) => strip.querySelector<HTMLButtonElement>(`.category-arrow.${side}`)!;
  const measure = () => {
    const more = { back: list.scrollLeft > 1, forward: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 };
    const focused = SIDES.find((side) => document.activeElement === arrow(side));
    for (const side of SIDES) {
      arrow(side).hidden = !more[side];
      strip.toggleAttribute(`data-more-${side}`, more[side]);
    }
    if (focused && !more[focused]) arrow(focused === 'back' ? 'forward' : 'back').focus();
  };
  // Most of a screen's width at a time, so the last category seen before stays in view.
  const scroll = (event: MouseEvent) => {
    const side = SIDES.find((s) => (event.target as Element).closest(`.category-arrow.${s}`));
    if (side) list.scrollBy({ left: (side === 'back' ? -0.8 : 0.8) * list.clientWidth, behavior: 'smooth' });
  };
  measure();
  list.addEventListener('scroll', measure, { passive: true });
  window.addEventListener('resize', measure);
  strip.addEventListener('click', scroll);
  return () => {
    list.removeEventListener('scroll', measure);
    window.removeEventListener('resize', measure);
    strip.removeEventListener('click', scroll);
  };
}
