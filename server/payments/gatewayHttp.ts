import http from 'node:http';
import https from 'node:https';

/** A gateway's HTTP answer: its status and its body as text. */
export interface HttpAnswer {
  status: number;
  body: string;
}

export interface HttpCall {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, connecting to the last byte of the answer, must fit in this (ms). */
  timeoutMs: number;
}

/**
 * Idle connections to a gateway are kept for the next call and closed after this long, before the gateway's own
 * keep-alive timeout (5 s at the shortest of the common servers) can close one as a call starts on it.
 */
const IDLE_MS = 4_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
};

/**
 * One call to a payment gateway over a kept-alive connection, with node:http: a checkout's order and callback each
 * make one, and fetch's streams, request objects and abort signal cost several times the CPU of the whole call (a
 * new connection, and for HTTPS a new TLS handshake, would cost more still). Rejects when the gateway cannot be
 * reached, or its answer is cut off or not complete within the time.
 */
export function gatewayCall(url: string, { method, headers = {}, body, timeoutMs }: HttpCall): Promise<HttpAnswer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  if (!secure && target.protocol !== 'http:') return Promise.reject(new Error(`not an HTTP URL: ${url}`));
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const sent = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const request = (secure ? https : http).request(
      target,
      { method, headers: sent, agent: agents[target.protocol as 'http:' | 'https:'] },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', fail);
        response.on('close', () => response.complete || fail(new Error('the answer was cut off')));
      },
    );
    const timer = setTimeout(() => fail(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', fail);
    request.end(body);
  });
}
