import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../db/database';
import type { DB } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dialect: Dialect;
  }
}

/** Hands the opened (and migrated) database to every route; closes it with the server. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('dialect', database.dialect);
    app.addHook('onClose', async () => database.db.destroy());
  },
  { name: 'db' },
);
