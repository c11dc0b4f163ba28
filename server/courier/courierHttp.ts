import { Refused, ServiceFailed } from '../lib/domainErrors';
import { serverText } from '../lib/serverText';
import { COURIER_UNREACHABLE_TEXT } from './courier';
import { AnswerLost } from './parcel';

/** The courier asks the shop to slow down (429): nothing was made; try again after `retryAfterSeconds`. */
export class CourierBusy extends ServiceFailed {
  constructor(public readonly retryAfterSeconds: number) {
    super(COURIER_UNREACHABLE_TEXT);
  }
}

export interface CourierRequest {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

/**
 * One JSON call to a courier, its failures as the shop's: no answer in time (or a 504) is AnswerLost (the courier
 * may have done it), a 429 CourierBusy, a 400, 404 or 422 Refused with the courier's reason, any other failure
 * ServiceFailed (nothing was done).
 */
export async function courierCall<T>({ method, url, headers, body, timeoutMs }: CourierRequest): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if ((error as { name?: string }).name === 'TimeoutError') throw new AnswerLost(); // a DOMException
    throw new ServiceFailed(COURIER_UNREACHABLE_TEXT);
  }
  const answer = (await response.json().catch(() => null)) as T & { message?: unknown };
  if (response.ok && answer !== null) return answer;
  if (response.status === 504) throw new AnswerLost();
  if (response.status === 429) throw new CourierBusy(Number(response.headers.get('retry-after')) || 60);
  if ([400, 404, 422].includes(response.status)) {
    const reason = typeof answer?.message === 'string' ? answer.message : String(response.status);
    throw new Refused(serverText('server.courierRefusedParcel', { reason }));
  }
  throw new ServiceFailed(COURIER_UNREACHABLE_TEXT);
}

/** Taka as the couriers take them, from poisha. */
export const taka = (poisha: number): number => Math.round(poisha) / 100;
