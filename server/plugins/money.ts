import fp from 'fastify-plugin';
import { formatPoisha, type MoneyFormat } from '../lib/money';

declare module 'fastify' {
  interface FastifyInstance {
    /** Poisha as the shop writes formatted_* amounts: its currency symbol and number grouping. */
    money: MoneyFormat;
  }
}

/** The shop's one money formatter, attached once for every route (HAAT_CURRENCY, HAAT_LOCALE). */
export default fp<{ currency: string; locale: string }>(async (app, { currency, locale }) => {
  app.decorate('money', (poisha: number) => formatPoisha(poisha, currency, locale));
}, { name: 'money' });
