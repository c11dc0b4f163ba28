import fp from 'fastify-plugin';
import type { LabelWidths } from '../../shared/api/contract';
import { labelMeasure } from '../fonts/labelWidths';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bangla labels' widths in the shop's Bengali font (server/fonts/labelWidths.ts). */
    labelWidths(texts: readonly string[], weight: number): Promise<LabelWidths>;
  }
}

export default fp(
  async (app) => {
    const measure = labelMeasure();
    app.decorate('labelWidths', (texts: readonly string[], weight: number) => measure.widths(texts, weight));
    app.addHook('onClose', () => measure.close());
  },
  { name: 'label-widths' },
);
