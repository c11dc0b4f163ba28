import net from 'node:net';
import tls from 'node:tls';

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
/** Idle connections kept per gateway origin; more are closed as their calls end. */
const MAX_IDLE = 64;
const idle = new Map<string, net.Socket[]>();
/** What closes an idle connection (its idle time out, or anything from the gateway), removed as a call takes it. */
const dropOf = new WeakMap<net.Socket, () => void>();

function connection(target: URL): net.Socket {
  const kept = idle.get(target.origin)?.pop();
  const drop = kept && dropOf.get(kept);
  if (kept && drop) {
    kept.setTimeout(0, drop);
    kept.off('close', drop).off('data', drop).off('error', drop);
    return kept;
  }
  const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const socket =
    target.protocol === 'https:'
      ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host })
      : net.connect({ host, port });
  socket.setNoDelay(true);
  return socket;
}

function keep(target: URL, socket: net.Socket): void {
  const sockets = idle.get(target.origin) ?? [];
  if (sockets.length >= MAX_IDLE) return void socket.destroy();
  idle.set(target.origin, sockets);
  sockets.push(socket);
  const drop = () => {
    const at = sockets.indexOf(socket);
    if (at >= 0) sockets.splice(at, 1);
    socket.destroy();
  };
  dropOf.set(socket, drop);
  socket.setTimeout(IDLE_MS, drop);
  // Nothing is asked of an idle connection: whatever comes on it is not an answer.
  socket.once('close', drop).once('data', drop).once('error', drop);
}

/** An answer read so far: done with its body, or null while more bytes are needed. */
interface Read {
  answer: HttpAnswer;
  /** The connection may carry the next call. */
  reusable: boolean;
}

/** The body of a chunked answer from `at`, or null while incomplete. */
function unchunked(buffer: Buffer, at: number): Buffer | null {
  const parts: Buffer[] = [];
  for (let pos = at; ;) {
    const lineEnd = buffer.indexOf('\r\n', pos);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', pos, lineEnd).split(';')[0], 16);
    if (Number.isNaN(size)) throw new Error('a malformed chunk');
    if (size === 0) return buffer.indexOf('\r\n\r\n', lineEnd) >= 0 ? Buffer.concat(parts) : null;
    if (buffer.length < lineEnd + 2 + size + 2) return null;
    parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
    pos = lineEnd + 2 + size + 2;
  }
}

/**
 * The answer in `buffer` once it is whole (HTTP/1.1: a body of content-length, chunked, or up to the connection's
 * close when `ended`); informational answers (1xx) before it are skipped.
 */
function readAnswer(buffer: Buffer, ended: boolean): Read | null {
  let start = 0;
  for (;;) {
    const headEnd = buffer.indexOf('\r\n\r\n', start);
    if (headEnd < 0) return null;
    const [statusLine, ...lines] = buffer.toString('latin1', start, headEnd).split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
    if (!status) throw new Error(`not an HTTP answer: ${statusLine.slice(0, 40)}`);
    const bodyAt = headEnd + 4;
    if (status < 200) {
      start = bodyAt;
      continue;
    }
    const header = (name: string) =>
      lines
        .find((line) => line.slice(0, name.length + 1).toLowerCase() === `${name}:`)
        ?.slice(name.length + 1)
        .trim();
    const closes = /close/i.test(header('connection') ?? '') || statusLine.startsWith('HTTP/1.0');
    const length = header('content-length');
    let body: Buffer | null;
    if (/chunked/i.test(header('transfer-encoding') ?? '')) body = unchunked(buffer, bodyAt);
    else if (length !== undefined) body = buffer.length >= bodyAt + Number(length) ? buffer.subarray(bodyAt) : null;
    else body = ended ? buffer.subarray(bodyAt) : null;
    if (!body) return null;
    const text = (length !== undefined ? body.subarray(0, Number(length)) : body).toString('utf8');
    return { answer: { status, body: text }, reusable: !closes && !ended };
  }
}

/**
 * One call to a payment gateway over a kept-alive connection, HTTP/1.1 written and read here: a checkout's order and
 * callback each make one, and node:http's request and response objects, streams and agent cost several times the
 * CPU of the bytes themselves (fetch's more still; a new connection, and for HTTPS a new TLS handshake, would cost
 * more again). Rejects when the gateway cannot be reached, or its answer is cut off or not complete within the time.
 */
export function gatewayCall(url: string, { method, headers = {}, body, timeoutMs }: HttpCall): Promise<HttpAnswer> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    return Promise.reject(new Error(`not an HTTP URL: ${url}`));
  return new Promise((resolve, reject) => {
    const socket = connection(target);
    let buffer: Buffer = Buffer.alloc(0);
    const done = () => {
      clearTimeout(timer);
      socket.off('data', onData).off('end', onEnd).off('close', onClose).off('error', fail);
    };
    function fail(error: Error) {
      done();
      socket.destroy();
      reject(error);
    }
    function answered(ended: boolean) {
      let read: Read | null;
      try {
        read = readAnswer(buffer, ended);
      } catch (error) {
        return fail(error as Error);
      }
      if (!read) return ended && fail(new Error('the answer was cut off'));
      done();
      if (read.reusable) keep(target, socket);
      else socket.destroy();
      resolve(read.answer);
    }
    function onData(chunk: Buffer) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      answered(false);
    }
    const onEnd = () => answered(true);
    const onClose = () => answered(true);
    const timer = setTimeout(() => fail(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('data', onData).on('end', onEnd).on('close', onClose).on('error', fail);
    const sent: Record<string, string> = { host: target.host, ...headers };
    if (body !== undefined) sent['content-length'] = String(Buffer.byteLength(body));
    const head = Object.entries(sent).map(([name, value]) => `${name}: ${value}\r\n`);
    if (head.some((line) => /[\r\n]/.test(line.slice(0, -2)))) return fail(new Error('a header holds a line break'));
    socket.write(`${method} ${target.pathname}${target.search} HTTP/1.1\r\n${head.join('')}\r\n${body ?? ''}`);
  });
}
