import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers like Pathao's merchant API (issue-token, city-list, zone-list,
 * area-list, price-plan), for testing the Pathao client and the shop on it without the network.
 * It checks credentials and bearer tokens and records every call.
 */
export const STAND_IN_CREDENTIALS = {
  clientId: 'haat-client',
  clientSecret: 'haat-secret',
  username: 'merchant@haat.test',
  password: 'merchant-pass',
  storeId: '7001',
};

export const STAND_IN_CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chittagong' },
];
export const STAND_IN_ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    { zone_id: 52, zone_name: 'Banani' },
    { zone_id: 298, zone_name: 'Uttara Sector 4' },
  ],
  2: [{ zone_id: 605, zone_name: 'Agrabad' }],
};
export const STAND_IN_AREAS: Record<
  number,
  { area_id: number; area_name: string; home_delivery_available: boolean; pickup_available: boolean }[]
> = {
  52: [{ area_id: 3069, area_name: 'Road 11', home_delivery_available: true, pickup_available: true }],
  298: [{ area_id: 8101, area_name: 'Sector 4 Road 9', home_delivery_available: true, pickup_available: false }],
  605: [{ area_id: 12001, area_name: 'Agrabad C/A', home_delivery_available: true, pickup_available: true }],
};

/** Pathao-like prices in taka: 60 inside Dhaka (Regular), 110 elsewhere; Express +40; 15 per extra kg. */
export function standInPrice(cityId: number, deliveryType: number, weightKg: number): number {
  const base = (cityId === 1 ? 60 : 110) + (deliveryType === 12 ? 40 : 0);
  return base + Math.max(0, Math.ceil(weightKg - 1)) * 15;
}

export interface StandIn {
  url: string;
  calls: { method: string; path: string; body: Record<string, unknown> | null; auth: string | undefined }[];
  tokensIssued: number;
  /** Seconds the next issued token lives. */
  tokenLifetime: number;
  /** Forget every issued token (as if Pathao revoked them): the next call with one gets a 401. */
  revokeTokens(): void;
  close(): Promise<void>;
}

export async function startPathaoStandIn(): Promise<StandIn> {
  const valid = new Set<string>();
  const state: StandIn = {
    url: '',
    calls: [],
    tokensIssued: 0,
    tokenLifetime: 432000,
    revokeTokens: () => valid.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, message: string, data: unknown) =>
    send(res, 200, { message, type: 'success', code: 200, data });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const path = (req.url ?? '').split('?')[0];
    state.calls.push({ method: req.method ?? '', path, body, auth: req.headers.authorization });

    if (req.method === 'POST' && path === '/aladdin/api/v1/issue-token') {
      const c = STAND_IN_CREDENTIALS;
      const good =
        body?.client_id === c.clientId &&
        body?.client_secret === c.clientSecret &&
        body?.username === c.username &&
        body?.password === c.password &&
        body?.grant_type === 'password';
      if (!good) return send(res, 401, { message: 'Invalid credentials', type: 'error', code: 401 });
      const token = `token-${++state.tokensIssued}`;
      valid.add(token);
      return send(res, 200, {
        token_type: 'Bearer',
        expires_in: state.tokenLifetime,
        access_token: token,
        refresh_token: `refresh-${token}`,
      });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !valid.has(bearer)) return send(res, 401, { message: 'Unauthorized', type: 'error', code: 401 });

    let m: RegExpMatchArray | null;
    if (req.method === 'GET' && path === '/aladdin/api/v1/city-list')
      return ok(res, 'City successfully fetched.', { data: STAND_IN_CITIES });
    if (req.method === 'GET' && (m = path.match(/^\/aladdin\/api\/v1\/cities\/(\d+)\/zone-list$/))) {
      return ok(res, 'Zone list fetched.', { data: STAND_IN_ZONES[Number(m[1])] ?? [] });
    }
    if (req.method === 'GET' && (m = path.match(/^\/aladdin\/api\/v1\/zones\/(\d+)\/area-list$/))) {
      return ok(res, 'Area list fetched.', { data: STAND_IN_AREAS[Number(m[1])] ?? [] });
    }
    if (req.method === 'POST' && path === '/aladdin/api/v1/merchant/price-plan') {
      const city = Number(body?.recipient_city);
      const zone = Number(body?.recipient_zone);
      const errors: Record<string, string[]> = {};
      if (String(body?.store_id) !== STAND_IN_CREDENTIALS.storeId)
        errors.store_id = ['The selected store id is invalid.'];
      if (!STAND_IN_ZONES[city]?.some((z) => z.zone_id === zone))
        errors.recipient_zone = ['The selected recipient zone is invalid.'];
      if (![12, 48].includes(Number(body?.delivery_type)))
        errors.delivery_type = ['The selected delivery type is invalid.'];
      if (Object.keys(errors).length)
        return send(res, 422, { message: 'Please fix the given errors', type: 'error', code: 422, errors });
      const price = standInPrice(city, Number(body?.delivery_type), Number(body?.item_weight));
      return ok(res, 'price', {
        price,
        discount: 0,
        promo_discount: 0,
        plan_id: 69,
        cod_enabled: 1,
        cod_percentage: 0.01,
        additional_charge: 0,
        final_price: price,
      });
    }
    return send(res, 404, { message: 'no Route matched with those values' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { message: 'Server Error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
