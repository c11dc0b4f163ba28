/** The zoom levels of the main image: 1 to 3.5 in 0.5 steps. */
export const ZOOM_STEPS = [1, 1.5, 2, 2.5, 3, 3.5] as const;
export type ZoomLevel = (typeof ZOOM_STEPS)[number];

/**
 * The level a hover starts at. 1 would mean a hover shows nothing until the first click, while
 * hovering is meant to zoom; clicks then go on through 2 ... 3.5, back to 1 and round again.
 */
export const FIRST_ZOOM: ZoomLevel = 1.5;

/** The level after a click: the next step, and after 3.5 back to 1 (an unknown level also restarts at 1). */
export function nextZoom(current: number): ZoomLevel {
  const at = ZOOM_STEPS.indexOf(current as ZoomLevel);
  return ZOOM_STEPS[(at + 1) % ZOOM_STEPS.length];
}

/** Where the pointer is over the image, in percent of its box: the point the zoom grows from. */
export function zoomOrigin(
  pointer: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
) {
  const percent = (offset: number, size: number) => (size > 0 ? Math.min(100, Math.max(0, (offset / size) * 100)) : 50);
  return { x: percent(pointer.x - box.left, box.width), y: percent(pointer.y - box.top, box.height) };
}

const PAN: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -10, y: 0 },
  ArrowRight: { x: 10, y: 0 },
  ArrowUp: { x: 0, y: -10 },
  ArrowDown: { x: 0, y: 10 },
};

/** The zoom's point after an arrow key (10% of the picture that way, kept inside it), or null for another key. */
export function panOrigin(key: string, origin: { x: number; y: number }): { x: number; y: number } | null {
  const move = PAN[key];
  if (!move) return null;
  const keep = (value: number) => Math.min(100, Math.max(0, value));
  return { x: keep(origin.x + move.x), y: keep(origin.y + move.y) };
}
