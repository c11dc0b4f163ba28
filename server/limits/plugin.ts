import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { dbStore } from './dbStore';
import { redisStore } from './redisStore';
import type { LimitStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's one place for rate-limit and sign-in lock counters. */
    limits: LimitStore;
  }
}

/** Counters in Redis when a URL is given, else in the database; either way every process shares them. */
export default fp<{ redisUrl: string; redisPrefix: string }>(
  async (app, { redisUrl, redisPrefix }) => {
    if (!redisUrl) {
      app.decorate('limits', dbStore(app.db));
      return;
    }
    // A call waits for Redis rather than failing while it reconnects; a start with Redis down fails loudly.
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    await redis.connect();
    app.decorate('limits', redisStore(redis, redisPrefix));
    app.addHook('onClose', async () => void (await redis.quit()));
  },
  { name: 'limits', dependencies: ['db'] },
);
