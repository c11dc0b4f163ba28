import { SmsFailed } from './sms';

/**
 * Posts to a gateway and reads its JSON answer. No answer within timeoutMs, a network error, a 5xx
 * or a body that is not JSON is the driver's failure (SmsFailed), so the next driver is tried.
 */
export async function postForJson(
  driver: string,
  url: string,
  body: { form: Record<string, string> } | { json: unknown },
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'form' in body ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: 'form' in body ? new URLSearchParams(body.form).toString() : JSON.stringify(body.json),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as { name?: string }).name === 'TimeoutError';
    throw new SmsFailed(driver, timedOut ? `no answer within ${timeoutMs} ms` : `unreachable (${String(error)})`);
  }
  const text = await response.text();
  if (response.status >= 500) throw new SmsFailed(driver, `HTTP ${response.status}`);
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new SmsFailed(driver, `HTTP ${response.status}, not a JSON answer: ${text.slice(0, 80)}`);
}
