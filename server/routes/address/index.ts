import { say } from '../../../shared/validation/shopText';
import { inEnglish, serverText } from '../../lib/serverText';
import type { FastifyPluginAsync } from 'fastify';
import { createAddress, listAddresses, setCourierPlace } from '../../address/addresses';
import { checkAddress, checkCourierPlace } from '../../address/checkAddress';
import { withSavedPlaceLabels } from '../../address/placeNames';
import { listDistricts, thanasOfDistrict } from '../../address/districts';
import { requireCustomer } from '../requireCustomer';
import { idParams as idParamsOf } from '../schemaParts';
import { NotFound, Refused } from '../../lib/domainErrors';

export const ADDRESS_SAVED_TEXT = serverText('server.addressSavedToBook');
/** In English, word for word as the English catalogue has it. */
export const ADDRESS_SAVED = inEnglish(ADDRESS_SAVED_TEXT);
export const ADDRESS_INVALID_TEXT = serverText('server.correctFields');
/** In English, word for word as the English catalogue has it. */
export const ADDRESS_INVALID = inEnglish(ADDRESS_INVALID_TEXT);

/** Lists take no query. */
const noQuery = { querystring: { type: 'object', properties: {} } } as const;
const idParams = idParamsOf('id');
const text = { type: ['string', 'null'], maxLength: 500 } as const;
// A select's value may arrive as a number or its text; the form's schema reads either. null comes
// first: Ajv's type coercion would otherwise turn an empty courier place (null) into 0 in the integer branch.
const id = { anyOf: [{ type: 'null' }, { type: 'integer' }, { type: 'string', maxLength: 20 }] } as const;

/**
 * What Add New Address (and the checkout's billing and shipping) posts: each field's type, so the
 * form's own yup schema (shared/validation/addressSchema.ts) then checks it field by field.
 */
export const newAddressBody = {
  type: 'object',
  properties: {
    company_name: text,
    first_name: text,
    last_name: text,
    email: text,
    phone: text,
    vat_id: text,
    address: { type: 'array', items: { type: 'string' }, maxItems: 3 },
    country: text,
    state: text,
    city: text,
    area: text,
    postcode: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'integer' }, { type: 'null' }] },
    city_id: id,
    zone_id: id,
    area_id: id,
    default_address: {
      anyOf: [{ type: 'boolean' }, { type: 'string', maxLength: 5 }, { type: 'integer' }, { type: 'null' }],
    },
  },
} as const;

/** Where a shopper lives: districts and thanas, the country, currency and locale, saved addresses. */
const addressRoutes: FastifyPluginAsync = async (app) => {
  app.get('/districts/all', { schema: noQuery }, async (request) => ({ data: listDistricts(request.language) }));

  app.get<{ Params: { id: number } }>('/thanas/all/:id', { schema: { params: idParams } }, async (request) => {
    const thanas = thanasOfDistrict(request.params.id, request.language);
    if (!thanas) throw new NotFound(serverText('server.noSuchDistrict'));
    return { data: thanas };
  });

  app.get('/api/core/countries', { schema: noQuery }, async () => ({
    data: [{ id: 1, code: 'BD', name: 'Bangladesh' }],
  }));
  app.get('/currencies/all', { schema: noQuery }, async () => ({
    data: [{ code: 'BDT', symbol: '৳', name: 'Bangladeshi Taka' }],
  }));
  app.get('/locales/all', { schema: noQuery }, async () => ({ data: [{ code: 'en', name: 'English' }] }));

  app.get('/api/customer/addresses', { schema: noQuery }, async (request) => ({
    data: await listAddresses(app.db, requireCustomer(request), request.language),
  }));

  app.post('/customer/account/addresses/create', { schema: { body: newAddressBody } }, async (request) => {
    const customerId = requireCustomer(request);
    const checked = await checkAddress(request.body, { courier: app.courier });
    if (!checked.ok) throw new Refused(ADDRESS_INVALID_TEXT, { fields: checked.errors });
    return {
      message: say(request.t, ADDRESS_SAVED_TEXT),
      data: withSavedPlaceLabels(await createAddress(app.db, customerId, checked.value), request.language),
    };
  });

  // A saved address without the courier's place (saved before the courier was Active, or by
  // another client) is completed where checkout asks for it, so it can be chosen there.
  app.post<{ Params: { id: number } }>(
    '/customer/account/addresses/:id/courier-place',
    { schema: { params: idParams, body: { type: 'object', properties: { city_id: id, zone_id: id, area_id: id } } } },
    async (request) => {
      const customerId = requireCustomer(request);
      const checked = await checkCourierPlace(request.body, app.courier);
      if (!checked.ok) throw new Refused(ADDRESS_INVALID_TEXT, { fields: checked.errors });
      const saved = await setCourierPlace(app.db, customerId, request.params.id, checked.value);
      if (!saved) throw new NotFound(serverText('server.notYourAddress'));
      return { message: say(request.t, ADDRESS_SAVED_TEXT), data: withSavedPlaceLabels(saved, request.language) };
    },
  );
};

export default addressRoutes;
