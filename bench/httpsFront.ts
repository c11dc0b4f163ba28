import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What a shopper's browser talks to: TLS and HTTP/2 in front of the shop, as a reverse proxy
 * (nginx, a CDN) gives them in production. It matters to a measurement: Chrome asks for Brotli
 * only over HTTPS (over plain HTTP it gets gzip) and multiplexes a page's requests over one
 * HTTP/2 connection instead of six HTTP/1.1 ones. The certificate is self-signed, made by openssl
 * at start for 127.0.0.1 and valid two days: the browser is started with --ignore-certificate-errors.
 */
export interface HttpsFront {
  /** https://127.0.0.1:port */
  origin: string;
  close: () => Promise<void>;
}

/** Connection-level headers: HTTP/2 forbids them, the proxy sets its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'http2-settings',
]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function forwarded(headers: IncomingHttpHeaders | OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

/** Starts the front on a free port of 127.0.0.1, passing every request on to `upstream` (http://host:port). */
export async function startHttpsFront(upstream: string): Promise<HttpsFront> {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const authority = req.headers[':authority'] ?? req.headers.host;
      const outgoing = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          agent,
          headers: { ...forwarded(req.headers), host: authority, 'x-forwarded-proto': 'https' },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
          answer.pipe(res);
        },
      );
      outgoing.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(outgoing);
    },
  );
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        sessions.forEach((session) => session.destroy());
        server.close(() => resolve());
      }),
  };
}
