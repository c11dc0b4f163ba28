import fp from 'fastify-plugin';
import { formatPoisha, type MoneyFormat } from '../lib/money';

declare module 'fastify' {
  interface FastifyRequest {
    /** Poisha as the shop writes formatted_* amounts: its currency symbol, in the shopper's locale (৳ 1,23,456 or ৳ ১,২৩,৪৫৬). */
    money: MoneyFormat;
  }
}

/** The shop's one money formatter (HAAT_CURRENCY), in each request's language: a value routes pass to domain code. */
export default fp<{ currency: string }>(async (app, { currency }) => {
  app.decorateRequest('money', null as unknown as MoneyFormat);
  // After the i18n plugin's hook, which settled request.locale.
  app.addHook('onRequest', async (request) => {
    const { locale } = request;
    request.money = (poisha) => formatPoisha(poisha, currency, locale);
  });
}, { name: 'money', dependencies: ['i18n'] });
