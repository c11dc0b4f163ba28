import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiledQueries';
import type { DB, SessionsTable } from '../db/schema';
import type { FlashType } from '../../shared/store/flashSlice';
import type { CheckoutState } from '../checkout/checkoutState';

export const SESSION_COOKIE = 'haat_session';
const LIFETIME_MS = 30 * 24 * 3600 * 1000;

/** What the server remembers of a visitor between requests. */
export interface SessionData {
  customerId?: number;
  /** The guest's cart; a customer's active cart is found by customer_id. */
  cartId?: number;
  /** Where to go back to after signing in. */
  returnTo?: string;
  /** One-page checkout choices, saved as the shopper makes them. */
  checkout?: CheckoutState;
  /** The sign-in by code under way in a browser without script: the number sent to, and whether its name is asked. */
  signInCode?: { phone: string; askName: boolean };
  /** A guest's wishlist tap sent without script: the product, added when they sign in on their way back to the page. */
  wish?: { productId: number; page: string };
  /** Messages for the next page the visitor opens (shown once): what a call did before the browser went on. */
  flash?: PageFlash[];
}

export interface PageFlash {
  text: string;
  type: FlashType;
}

const newSessionId = () => randomBytes(32).toString('base64url');

export class Session {
  private changed = false;
  private dropped: string | null = null;

  /** `read` null: not read yet, by a route that reads it in its own first statement (`session: 'inCall'`). */
  constructor(
    public id: string | null,
    private readonly read: SessionData | null,
  ) {}

  private get values(): SessionData {
    if (!this.read) throw new Error("This route reads its session in its call's statement: read it there first.");
    return this.read;
  }

  get<K extends keyof SessionData>(key: K): SessionData[K] {
    return this.values[key];
  }

  set<K extends keyof SessionData>(key: K, value: SessionData[K]): void {
    if (value === undefined) delete this.values[key];
    else this.values[key] = value;
    this.changed = true;
    // The id is known as soon as the session is, so what is bound to it (the XSRF token) can follow in the same answer.
    this.id ??= newSessionId();
  }

  get data(): Readonly<SessionData> {
    return this.values;
  }

  /** A new id for the same data, so a session id seen before sign-in is worthless after it. */
  regenerate(): void {
    if (this.id) this.dropped = this.id;
    this.id = newSessionId();
    this.changed = true;
  }

  /** Forgets everything (sign-out). */
  clear(): void {
    for (const key of Object.keys(this.values)) delete this.values[key as keyof SessionData];
    this.regenerate();
  }

  get dirty(): boolean {
    return this.changed;
  }

  get droppedId(): string | null {
    return this.dropped;
  }

  /** The session cookie the browser will send from the next request on: this answer's, else the one it sent. */
  cookieAfter(sent: string | undefined): string {
    return (this.changed ? this.id : sent) ?? '';
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session;
  }
  interface FastifyContextConfig {
    /**
     * false: a route that reads and writes no session (a gateway's return): an empty one, never saved. 'inCall': a
     * route that reads it in its own first statement, with what that statement finds by it (sessionInCall).
     */
    session?: boolean | 'inCall';
  }
}

const idPattern = /^[A-Za-z0-9_-]{43}$/;

/** The session id the request's cookie names, when it has the form of one. */
export function sessionCookie(request: FastifyRequest): string | null {
  const id = request.cookies[SESSION_COOKIE];
  return id && idPattern.test(id) ? id : null;
}

/**
 * The session a route marked `session: 'inCall'` read in its own statement: `data` as stored, null when the cookie
 * names no open session. A call's round trip to the database costs the shop more CPU than any of its own work, so
 * the busiest calls read the session and what they need by it (the shopper's cart) at once.
 */
export function sessionInCall(request: FastifyRequest, data: string | null): Session {
  const id = sessionCookie(request);
  request.session = data !== null && id ? new Session(id, JSON.parse(data) as SessionData) : new Session(null, {});
  return request.session;
}

// Every call reads its session and many save it: both statements are built and compiled by Kysely
// once (compiledQueries.ts), not on each request, where building them cost more CPU than sending them.
const readSession = compiledOnce((db: Kysely<DB>, values: { id: string; now: string }) =>
  db
    .selectFrom('sessions')
    .select(['data', 'cart_id'])
    .where('id', '=', values.id)
    .where('expires_at', '>', values.now)
    .compile(),
);

const saveSession = compiledOnce((db: Kysely<DB>, { id, ...row }: SessionsTable) =>
  db
    .insertInto('sessions')
    .values({ id, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .compile(),
);

/** Sessions live in the database behind an httpOnly cookie, so every server process shares them. */
export default fp<{ secureCookies: boolean }>(
  async (app, { secureCookies }) => {
    app.decorateRequest('session', null as unknown as Session);

    app.addHook('onRequest', async (request) => {
      const id = sessionCookie(request);
      const reading = request.routeOptions.config?.session;
      if (reading === 'inCall') {
        request.session = new Session(null, null);
        return;
      }
      if (id && reading !== false) {
        const [row] = (await readSession(app.db, { id, now: new Date().toISOString() })).rows;
        if (row) {
          const data = JSON.parse(row.data) as SessionData;
          request.session = new Session(id, data);
          // Saved by a build before migration 042 wrote the guest's cart id beside the data: saved again with it.
          if (data.cartId !== undefined && data.cartId !== row.cart_id) request.session.set('cartId', data.cartId);
          return;
        }
      }
      request.session = new Session(null, {});
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const session = request.session;
      if (!session?.dirty || request.routeOptions.config?.session === false) return payload;
      if (session.droppedId) await app.db.deleteFrom('sessions').where('id', '=', session.droppedId).execute();
      session.id ??= newSessionId();
      const now = new Date();
      await saveSession(app.db, {
        id: session.id,
        data: JSON.stringify(session.data),
        customer_id: session.data.customerId ?? null,
        cart_id: session.data.cartId ?? null,
        expires_at: new Date(now.getTime() + LIFETIME_MS).toISOString(),
        updated_at: now.toISOString(),
      });
      reply.setCookie(SESSION_COOKIE, session.id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: LIFETIME_MS / 1000,
      });
      return payload;
    });

    // Expired sessions are swept at start; a busy shop's cron can call the same delete.
    await app.db.deleteFrom('sessions').where('expires_at', '<', new Date().toISOString()).execute();
  },
  { name: 'session', dependencies: ['db'] },
);
