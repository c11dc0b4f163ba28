import type { FastifyPluginAsync } from 'fastify';
import alertForms from './alerts';
import cartForms from './cart';
import listForms from './lists';
import signInForm from './signIn';
import signInCodeForms from './signInCode';

/**
 * The storefront's forms as the browser sends them itself, before or without script (the paths in
 * shared/forms/formActions.ts): each does what its island's call does, with the same domain
 * functions, and answers 303 back to the page with a flash message (formReply.ts).
 */
const formRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cartForms);
  await app.register(listForms);
  await app.register(signInForm);
  await app.register(signInCodeForms);
  await app.register(alertForms);
};

export default formRoutes;
