/** Where a simulated courier sends its notification of a move, as the merchant set it in the courier's portal. */
export interface Callback {
  url: string;
  /** The secret the merchant set (Pathao's webhook secret, Steadfast's auth token); RedX puts it in the URL. */
  secret?: string;
}

export const CALLBACK_SCHEMA = {
  type: 'object',
  required: ['url'],
  properties: { url: { type: 'string', maxLength: 500 }, secret: { type: 'string', maxLength: 200 } },
} as const;

/**
 * Posts a courier's notification to the merchant's callback, its secret in `headers`; what the merchant answers is
 * the status the move answers (a failed delivery is the courier's problem, as at the real ones).
 */
export async function notify(url: string, headers: Record<string, string>, body: unknown): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  } catch {
    return 0;
  }
}
