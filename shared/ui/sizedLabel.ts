import type { CSSProperties } from 'react';
import type { LabelWidths } from '../api/contract';

/**
 * A label's text as an element's children, with the width the server measured for it in the shop's
 * Bengali font when it has one (the `sized-label` rule centres the text in that width):
 * `<a href="/customer/login" {...sizedLabel(widths, text)} />`.
 */
export function sizedLabel(
  widths: LabelWidths | undefined,
  text: string,
): { children: string; className?: string; style?: CSSProperties } {
  const width = widths?.[text];
  if (width === undefined) return { children: text };
  return { children: text, className: 'sized-label', style: { '--label-width': `${width}em` } as CSSProperties };
}
