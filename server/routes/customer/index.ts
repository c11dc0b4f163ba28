import type { FastifyPluginAsync } from 'fastify';
import { defaultMoney, type MoneyFormat } from '../../cart/cartView';
import authRoutes from './auth';
import listRoutes from './lists';

/** The customer's calls: sign-up, sign-in and sign-out, wishlist and compare list. */
const customerRoutes: FastifyPluginAsync<{ money?: MoneyFormat }> = async (app, { money = defaultMoney }) => {
  await app.register(authRoutes);
  await app.register(listRoutes, { money });
};

export default customerRoutes;
