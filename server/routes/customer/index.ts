import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth';
import codeRoutes from './codeRoutes';
import listRoutes from './lists';
import smsInbox from './smsInbox';

/** The customer's calls: sign-up, sign-in (password or code by SMS) and sign-out, wishlist and compare list. */
const customerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(codeRoutes);
  await app.register(listRoutes);
  await app.register(smsInbox, { simulators: app.sms.settings.simulators });
};

export default customerRoutes;
