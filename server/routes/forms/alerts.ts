import type { FastifyPluginAsync } from 'fastify';
import { ALERT_FORM, ALERT_REMOVE_FORM } from '../../../shared/forms/formActions';
import { removeAlert } from '../../alerts/requests';
import { alertProperties, askFromRequest, type AlertBody } from '../alerts/askAlert';
import { ALERT_REMOVED, alertOwner } from '../alerts';
import { requireCustomer } from '../requireCustomer';
import { idSchema } from '../schemaParts';
import { formFields, formRoute } from './formReply';

const ALERTS_PAGE = '/customer/account/alerts';

/**
 * The alert forms sent without script: the product page's "Notify me" and "Tell me when the price
 * drops" do what POST /api/alerts does, and the account's Remove what its DELETE does; each answers
 * 303 back with the message, or the refusal, in the shopper's language.
 */
const alertForms: FastifyPluginAsync = async (app) => {
  app.post<{ Body: AlertBody }>(
    ALERT_FORM,
    {
      schema: {
        body: {
          type: 'object',
          required: ['kind', 'product_id'],
          additionalProperties: false,
          properties: { ...alertProperties, ...formFields },
        },
      },
      attachValidation: true,
    },
    formRoute<{ Body: AlertBody }>('/', async (request, reply) => ({
      text: await askFromRequest(app, request, reply, request.body),
      type: 'success',
    })),
  );

  app.post<{ Body: { id: number } }>(
    ALERT_REMOVE_FORM,
    {
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: idSchema, ...formFields },
        },
      },
      attachValidation: true,
    },
    formRoute<{ Body: { id: number } }>(ALERTS_PAGE, async (request) => {
      await removeAlert(app.db, await alertOwner(request, requireCustomer(request)), request.body.id);
      return { text: ALERT_REMOVED, type: 'success' };
    }),
  );
};

export default alertForms;
