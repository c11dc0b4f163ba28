import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AREAS, CITIES, price, ZONES } from '../../sandbox/pathao/places';

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

// The places and prices are the Pathao simulator's own (sandbox/pathao), so both fakes answer alike.
export {
  AREAS as STAND_IN_AREAS,
  CITIES as STAND_IN_CITIES,
  price as standInPrice,
  ZONES as STAND_IN_ZONES,
} from '../../sandbox/pathao/places';

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
      return ok(res, 'City successfully fetched.', { data: CITIES });
    if (req.method === 'GET' && (m = path.match(/^\/aladdin\/api\/v1\/cities\/(\d+)\/zone-list$/))) {
      return ok(res, 'Zone list fetched.', { data: ZONES[Number(m[1])] ?? [] });
    }
    if (req.method === 'GET' && (m = path.match(/^\/aladdin\/api\/v1\/zones\/(\d+)\/area-list$/))) {
      return ok(res, 'Area list fetched.', { data: AREAS[Number(m[1])] ?? [] });
    }
    if (req.method === 'POST' && path === '/aladdin/api/v1/merchant/price-plan') {
      const city = Number(body?.recipient_city);
      const zone = Number(body?.recipient_zone);
      const errors: Record<string, string[]> = {};
      if (String(body?.store_id) !== STAND_IN_CREDENTIALS.storeId)
        errors.store_id = ['The selected store id is invalid.'];
      if (!ZONES[city]?.some((z) => z.zone_id === zone))
        errors.recipient_zone = ['The selected recipient zone is invalid.'];
      if (![12, 48].includes(Number(body?.delivery_type)))
        errors.delivery_type = ['The selected delivery type is invalid.'];
      if (Object.keys(errors).length)
        return send(res, 422, { message: 'Please fix the given errors', type: 'error', code: 422, errors });
      const taka = price(city, Number(body?.delivery_type), Number(body?.item_weight));
      return ok(res, 'price', {
        price: taka,
        discount: 0,
        promo_discount: 0,
        plan_id: 69,
        cod_enabled: 1,
        cod_percentage: 0.01,
        additional_charge: 0,
        final_price: taka,
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
