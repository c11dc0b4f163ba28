import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Database } from './db/database';
import dbPlugin from './plugins/db';
import sessionPlugin from './plugins/session';
import xsrfPlugin from './plugins/xsrf';
import manifestPlugin, { fileManifest, type BuildManifest } from './plugins/manifest';
import viewsPlugin from './plugins/views';
import errorsPlugin from './plugins/errors';
import { layoutData } from './routes/pages/layoutData';
import pageRoutes from './routes/pages';
import catalogRoutes from './routes/catalog';
import cartRoutes from './routes/cart';
import customerRoutes from './routes/customer';
import commercePages from './routes/pages/commerce';
import courierPlugin from './plugins/courier';
import addressRoutes from './routes/address';
import courierRoutes from './routes/courier';
import checkoutRoutes from './routes/checkout';
import checkoutPages from './routes/pages/checkout';
import accountRoutes from './routes/account';
import listPages from './routes/pages/lists';
import { formatPoisha } from './lib/money';

export interface AppOptions {
  config: Config;
  /** Opened and migrated. */
  database: Database;
  /** The island build; defaults to dist/public/build/manifest.json. */
  manifest?: () => BuildManifest;
  logger?: boolean;
}

export async function buildApp({ config, database, manifest, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: true,
    // Field names like product_ids[] arrive as written; routes read them through their schema.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  });
  const buildDir = path.join(config.root, 'dist/public/build');

  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 5 * 1024 * 1024, files: 5 } });
  await app.register(dbPlugin, { database });
  await app.register(xsrfPlugin, { secureCookies: config.secureCookies });
  await app.register(sessionPlugin, { secureCookies: config.secureCookies });
  await app.register(manifestPlugin, { load: manifest ?? fileManifest(path.join(buildDir, 'manifest.json')) });
  await app.register(viewsPlugin, { dir: path.join(config.root, 'server/views'), layoutData: layoutData(app, config) });
  await app.register(errorsPlugin);
  await app.register(courierPlugin, { config: config.courier });

  // Hashed file names never change content: cache them for a year.
  await app.register(fastifyStatic, {
    root: buildDir,
    prefix: '/build/',
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  await app.register(fastifyStatic, { root: config.storageDir, prefix: '/storage/', decorateReply: false, maxAge: '30d', index: false });

  await app.register(pageRoutes);
  await app.register(catalogRoutes);
  await app.register(addressRoutes);
  const money = (poisha: number) => formatPoisha(poisha, config.currency, config.locale);
  await app.register(cartRoutes, { money });
  await app.register(customerRoutes, { money });
  await app.register(commercePages);
  await app.register(courierRoutes, { money });
  await app.register(checkoutRoutes, { money });
  await app.register(checkoutPages, { money });
  await app.register(accountRoutes, { money });
  await app.register(listPages, { money });
  return app;
}
