import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { say } from '../../../shared/validation/shopText';
import { customerAlerts, customerNumber, removeAlert, type AlertOwner } from '../../alerts/requests';
import { serverText } from '../../lib/serverText';
import { requireCustomer } from '../requireCustomer';
import { idParams } from '../schemaParts';
import { alertProperties, askFromRequest, type AlertBody } from './askAlert';

export const ALERT_REMOVED = serverText('server.alertRemoved');

const askBody = {
  type: 'object',
  required: ['kind', 'product_id'],
  additionalProperties: false,
  properties: alertProperties,
} as const;

/** The signed-in customer and their account's number: whose requests the account shows and removes. */
export async function alertOwner(request: FastifyRequest, customerId: number): Promise<AlertOwner> {
  return { customerId, phone: await customerNumber(request.server.db, customerId) };
}

/**
 * Back-in-stock and price-drop alerts: POST /api/alerts asks for one (422 for a number that takes no
 * SMS or a product in stock, 404 for a product off sale, 429 past the SMS budgets); the signed-in
 * customer lists their open requests (GET /api/alerts) and removes one (DELETE /api/alerts/:id).
 */
const alertRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: AlertBody }>('/api/alerts', { schema: { body: askBody } }, async (request, reply) => {
    const message = await askFromRequest(app, request, reply, request.body);
    return { success: true, message: say(request.t, message) };
  });

  app.get('/api/alerts', { schema: { querystring: { type: 'object', properties: {} } } }, async (request) => {
    const owner = await alertOwner(request, requireCustomer(request));
    return { success: true, data: await customerAlerts(app.db, owner, request.language) };
  });

  app.delete<{ Params: { id: number } }>('/api/alerts/:id', { schema: { params: idParams('id') } }, async (request) => {
    const owner = await alertOwner(request, requireCustomer(request));
    await removeAlert(app.db, owner, request.params.id);
    return { success: true, message: say(request.t, ALERT_REMOVED) };
  });
};

export default alertRoutes;
