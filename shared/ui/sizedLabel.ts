import type { CSSProperties } from 'react';
import type { LabelWidths } from '../api/contract';

/**
 * The attributes giving a label the width the server measured for its text in the shop's Bengali
 * font (the `sized-label` rule centres the text in that width), or none when it has no width.
 */
export function sizedLabel(widths: LabelWidths | undefined, text: string): { className?: string; style?: CSSProperties } {
  const width = widths?.[text];
  if (width === undefined) return {};
  return { className: 'sized-label', style: { '--label-width': `${width}em` } as CSSProperties };
}
