import { COURIER_UNREACHABLE } from './courier';
import { AnswerLost } from './parcel';

/** PATHAO_* from the environment (config.courier.pathao). */
export interface PathaoSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: string;
}

export interface PathaoApiOptions {
  timeoutMs?: number;
  now?: () => number;
}

/** Pathao's envelope: {message, type, code, data}; lists carry data.data. */
export interface Envelope<T> {
  message?: string;
  type?: string;
  code?: number;
  data?: T;
  errors?: Record<string, string[]>;
}
interface TokenAnswer {
  token_type: string;
  expires_in: number;
  access_token: string;
  refresh_token?: string;
}

/** Pathao answered with an error status (a network failure is 503; an answer that never came is AnswerLost). */
export class PathaoRefusal extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

export type PathaoCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Envelope<T>>;

/**
 * Calls to Pathao's merchant API (the Aladdin API) as the merchant: an access token issued with the merchant's
 * credentials and kept until a minute before it expires (issued again after a 401), one token request at a time.
 */
export function pathaoApi(settings: PathaoSettings, { timeoutMs = 10_000, now = Date.now }: PathaoApiOptions = {}) {
  const base = settings.baseUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;
  let issuing: Promise<string> | null = null;

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
    } catch (error) {
      if ((error as { name?: string }).name === 'TimeoutError') throw new AnswerLost(); // a DOMException
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

  function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return Promise.resolve(token.value);
    issuing ??= issueToken().finally(() => (issuing = null));
    return issuing;
  }

  const authorized: PathaoCall = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    try {
      return await call<Envelope<T>>(method, path, body, await accessToken());
    } catch (error) {
      if (!(error instanceof PathaoRefusal) || error.status !== 401) throw error;
      token = null; // revoked or expired early: one more try with a fresh token
      return call<Envelope<T>>(method, path, body, await accessToken());
    }
  };
  return authorized;
}
