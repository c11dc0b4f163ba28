import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { COMPARE_COOKIE, compareCookieIds } from '../../../shared/compare/compareCookie';
import { WISHLIST_FORM, COMPARE_FORM } from '../../../shared/forms/formActions';
import { addToGuestCompare } from '../../customer/guestCompare';
import { addToList, LIST_TEXTS, type SavedList } from '../../customer/savedLists';
import { backTo } from '../../plugins/formReturn';
import { LOGIN_PATH, SIGN_IN_REQUIRED_TEXT } from '../requireCustomer';
import { idSchema } from '../schemaParts';
import { formFields, formRoute, type FormOutcome } from './formReply';

type ProductForm = { Body: { product_id: number } };

const productBody = {
  type: 'object',
  required: ['product_id'],
  additionalProperties: false,
  properties: { ...formFields, product_id: idSchema },
} as const;

const LISTS = {
  wishlist_items: { added: LIST_TEXTS.wishlistAdded, present: LIST_TEXTS.wishlistPresent },
  compare_items: { added: LIST_TEXTS.compareAdded, present: LIST_TEXTS.comparePresent },
};
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const saidOf = (list: SavedList, added: boolean): FormOutcome =>
  added ? { text: LISTS[list].added, type: 'success' } : { text: LISTS[list].present, type: 'warning' };

/**
 * The wishlist and compare buttons sent without script: a customer's list gets the product. A
 * guest's compare list lives in their browser's storage, which only the script reaches: the form
 * keeps the guest's taps in a cookie the compare page reads and the script later moves into that
 * list (shared/compare/compareCookie.ts). A guest's wishlist tap sends them to sign in with the
 * product kept in the session; signing in adds it (wishAfterSignIn.ts) and comes back to the page.
 */
const listForms: FastifyPluginAsync = async (app) => {
  const guestCompare = async (request: FastifyRequest<ProductForm>, reply: FastifyReply): Promise<FormOutcome> => {
    const ids = await addToGuestCompare(
      app.db,
      compareCookieIds(request.cookies[COMPARE_COOKIE]),
      request.body.product_id,
    );
    if (!ids) return saidOf('compare_items', false);
    reply.setCookie(COMPARE_COOKIE, ids.join('.'), {
      path: '/',
      maxAge: YEAR_SECONDS,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
    return saidOf('compare_items', true);
  };

  const guestWish = (request: FastifyRequest<ProductForm>): FormOutcome => {
    const page = backTo(request, '/');
    request.session.set('returnTo', page);
    request.session.set('wish', { productId: request.body.product_id, page });
    return { text: SIGN_IN_REQUIRED_TEXT, type: 'info', to: LOGIN_PATH };
  };

  const add = (list: SavedList) =>
    formRoute<ProductForm>('/', async (request, reply) => {
      const customerId = request.session.get('customerId');
      if (!customerId) return list === 'compare_items' ? guestCompare(request, reply) : guestWish(request);
      return saidOf(list, (await addToList(app.db, list, customerId, request.body.product_id)) !== null);
    });

  app.post(WISHLIST_FORM, { schema: { body: productBody }, attachValidation: true }, add('wishlist_items'));
  app.post(COMPARE_FORM, { schema: { body: productBody }, attachValidation: true }, add('compare_items'));
};

export default listForms;
