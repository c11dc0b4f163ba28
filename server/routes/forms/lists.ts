import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { WISHLIST_FORM, COMPARE_FORM } from '../../../shared/forms/formActions';
import { addToList, LIST_TEXTS, type SavedList } from '../../customer/savedLists';
import { LOGIN_PATH, SIGN_IN_REQUIRED_TEXT } from '../requireCustomer';
import { idSchema } from '../schemaParts';
import { backTo, formFields, formRoute, type FormOutcome } from './formReply';

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

/**
 * The wishlist and compare buttons sent without script: a customer's list gets the product; a
 * guest (whose compare list lives in the browser's storage, which needs the script) is sent to
 * sign in and comes back to the page afterwards.
 */
const listForms: FastifyPluginAsync = async (app) => {
  const add = (list: SavedList) =>
    formRoute<{ Body: { product_id: number } }>(
      '/',
      async (request: FastifyRequest<{ Body: { product_id: number } }>) => {
        const customerId = request.session.get('customerId');
        if (!customerId) {
          request.session.set('returnTo', backTo(request, '/'));
          return { text: SIGN_IN_REQUIRED_TEXT, type: 'info', to: LOGIN_PATH } satisfies FormOutcome;
        }
        const added = (await addToList(app.db, list, customerId, request.body.product_id)) !== null;
        return added ? { text: LISTS[list].added, type: 'success' } : { text: LISTS[list].present, type: 'warning' };
      },
    );

  app.post(WISHLIST_FORM, { schema: { body: productBody }, attachValidation: true }, add('wishlist_items'));
  app.post(COMPARE_FORM, { schema: { body: productBody }, attachValidation: true }, add('compare_items'));
};

export default listForms;
