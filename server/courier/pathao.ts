import type { CourierArea, CourierCity, CourierZone } from '../../shared/api/checkoutContract';
import { Refused, ServiceFailed } from '../lib/domainErrors';
import { toPoisha } from '../lib/money';
import {
  COURIER_UNREACHABLE,
  COURIER_UNREACHABLE_TEXT,
  UNKNOWN_COURIER_PLACE_TEXT,
  type Courier,
  type PriceRequest,
  type Unlabelled,
} from './courier';

/** PATHAO_* from the environment (config.courier.pathao). */
export interface PathaoSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: string;
}

export interface PathaoOptions {
  /** How long city, zone and area lists are kept (they change rarely). */
  listTtlMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/** Pathao's envelope: {message, type, code, data}; lists carry data.data. */
interface Envelope<T> {
  message?: string;
  type?: string;
  code?: number;
  data?: T;
}
interface TokenAnswer {
  token_type: string;
  expires_in: number;
  access_token: string;
  refresh_token?: string;
}
interface PricePlan {
  price: number;
  final_price: number;
}

class PathaoRefusal extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A client of Pathao's merchant API (the Aladdin API): an access token issued with the merchant's
 * credentials and kept until a minute before it expires (issued again after a 401), the location
 * lists kept for an hour, and the price plan asked for every quote.
 */
export function pathaoCourier(
  settings: PathaoSettings,
  { listTtlMs = 3600_000, timeoutMs = 10_000, now = Date.now }: PathaoOptions = {},
): Courier {
  const base = settings.baseUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;
  let issuing: Promise<string> | null = null;
  const lists = new Map<string, { at: number; value: Promise<unknown[]> }>();

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, bearer?: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PathaoRefusal(503, COURIER_UNREACHABLE);
    }
    const answer = (await response.json().catch(() => ({}))) as Envelope<unknown> & T;
    if (!response.ok)
      throw new PathaoRefusal(
        response.status,
        typeof answer.message === 'string' ? answer.message : COURIER_UNREACHABLE,
      );
    return answer;
  }

  async function issueToken(): Promise<string> {
    const answer = await call<TokenAnswer>('POST', '/aladdin/api/v1/issue-token', {
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      username: settings.username,
      password: settings.password,
      grant_type: 'password',
    });
    if (!answer.access_token) throw new PathaoRefusal(502, COURIER_UNREACHABLE);
    token = { value: answer.access_token, expiresAt: now() + (answer.expires_in - 60) * 1000 };
    return token.value;
  }

  /** One token request at a time, however many shoppers ask at once. */
  function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return Promise.resolve(token.value);
    issuing ??= issueToken().finally(() => (issuing = null));
    return issuing;
  }

  async function authorized<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
    try {
      return await call<Envelope<T>>(method, path, body, await accessToken());
    } catch (error) {
      if (!(error instanceof PathaoRefusal) || error.status !== 401) throw error;
      token = null; // revoked or expired early: one more try with a fresh token
      return call<Envelope<T>>(method, path, body, await accessToken());
    }
  }

  function list<T>(path: string): Promise<T[]> {
    const kept = lists.get(path);
    if (kept && now() - kept.at < listTtlMs) return kept.value as Promise<T[]>;
    const value = authorized<{ data: T[] }>('GET', path).then((answer) => answer.data?.data ?? []);
    lists.set(path, { at: now(), value });
    value.catch(() => lists.delete(path)); // a failure is not kept
    return value;
  }

  /** Refusals become the shop's errors: a 404 or 422 from Pathao means a bad place, anything else a failed courier. */
  async function shopError<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof PathaoRefusal)) throw error;
      if (error.status === 404 || error.status === 422) throw new Refused(UNKNOWN_COURIER_PLACE_TEXT);
      throw new ServiceFailed(COURIER_UNREACHABLE_TEXT);
    }
  }

  return {
    name: 'Pathao',
    cities: () => shopError(() => list<Unlabelled<CourierCity>>('/aladdin/api/v1/city-list')),
    zones: (cityId) => shopError(() => list<Unlabelled<CourierZone>>(`/aladdin/api/v1/cities/${cityId}/zone-list`)),
    areas: (zoneId) => shopError(() => list<Unlabelled<CourierArea>>(`/aladdin/api/v1/zones/${zoneId}/area-list`)),
    price: ({ cityId, zoneId, deliveryType, weightKg }: PriceRequest) =>
      shopError(async () => {
        const answer = await authorized<PricePlan>('POST', '/aladdin/api/v1/merchant/price-plan', {
          store_id: Number(settings.storeId),
          item_type: 2, // parcel
          delivery_type: Number(deliveryType),
          item_weight: weightKg,
          recipient_city: cityId,
          recipient_zone: zoneId,
        });
        const price = answer.data?.final_price ?? answer.data?.price;
        if (typeof price !== 'number' || !Number.isFinite(price) || price < 0)
          throw new PathaoRefusal(502, COURIER_UNREACHABLE);
        return toPoisha(price);
      }),
  };
}
