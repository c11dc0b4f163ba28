import type { FastifyPluginAsync } from 'fastify';
import { defaultMoney, type MoneyFormat } from '../../cart/cartView';
import accountCalls from './calls';
import accountPages from './pages';

/** The customer's account: profile, orders, reviews, downloads and addresses (pages and calls). */
const accountRoutes: FastifyPluginAsync<{ money?: MoneyFormat }> = async (app, { money = defaultMoney }) => {
  await app.register(accountCalls, { money });
  await app.register(accountPages, { money });
};

export default accountRoutes;
