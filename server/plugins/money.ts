import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { formatPoisha, type MoneyFormat } from '../lib/money';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Poisha as the shop writes formatted_* amounts: its currency symbol, in the shopper's locale (৳ 1,23,456 or ৳
     * ১,২৩,৪৫৬).
     */
    money: MoneyFormat;
  }
}

/** The shop's one money formatter (HAAT_CURRENCY), in each request's language: a value routes pass to domain code. */
export default fp<{ currency: string }>(
  async (app, { currency }) => {
    // Read when a route asks (most answers never show an amount), after the i18n plugin's hook settled request.locale.
    app.decorateRequest('money', {
      getter(this: FastifyRequest): MoneyFormat {
        const { locale } = this;
        return (poisha) => formatPoisha(poisha, currency, locale);
      },
    });
  },
  { name: 'money', dependencies: ['i18n'] },
);
