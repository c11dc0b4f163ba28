import type { KeyboardEvent } from 'react';

const NEXT = ['ArrowRight', 'ArrowDown'];
const PREVIOUS = ['ArrowLeft', 'ArrowUp'];

/**
 * Arrow keys in a group of role="radio" buttons, as in a native radio group: the next or previous
 * radio (wrapping round) gets the focus and is chosen. Put it on the role="radiogroup" element;
 * give the chosen radio tabIndex 0 and the others -1 (radioTabIndex), so Tab enters the group once.
 */
export function radioGroupKeys(event: KeyboardEvent<HTMLElement>): void {
  const step = NEXT.includes(event.key) ? 1 : PREVIOUS.includes(event.key) ? -1 : 0;
  if (!step) return;
  const radios = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]'));
  const at = radios.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const next = radios[(at + step + radios.length) % radios.length];
  next.focus();
  next.click();
}

/** The roving tab stop: the chosen radio, or the first when none is chosen yet. */
export function radioTabIndex(checked: boolean, index: number, anyChecked: boolean): 0 | -1 {
  return checked || (!anyChecked && index === 0) ? 0 : -1;
}
