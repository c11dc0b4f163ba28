import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { fastifyTrustProxy, type Config } from './config';
import type { Database } from './db/database';
import compressionPlugin from './plugins/compression';
import courierPlugin from './plugins/courier';
import paymentsPlugin from './plugins/payments';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import limitsPlugin from './limits/plugin';
import smsPlugin from './notifications/plugin';
import alertsPlugin from './alerts/plugin';
import requestInput from './plugins/requestInput';
import fontPreloads from './plugins/fontPreloads';
import labelWidths from './plugins/labelWidths';
import manifestPlugin, { fileManifest, type BuildManifest } from './plugins/manifest';
import i18nPlugin from './plugins/i18n';
import moneyPlugin from './plugins/money';
import openapiPlugin, { area } from './plugins/openapi';
import securityHeaders from './plugins/securityHeaders';
import sessionPlugin from './plugins/session';
import staticFiles from './plugins/staticFiles';
import viewsPlugin from './plugins/views';
import { bundleRenderer } from './ssr/islandRenderer';
import xsrfPlugin from './plugins/xsrf';
import accountRoutes from './routes/account';
import orderRoutes from './routes/orders';
import paymentRoutes from './routes/payment';
import addressRoutes from './routes/address';
import blogRoutes from './routes/blog';
import careerRoutes from './routes/careers';
import cartRoutes from './routes/cart';
import catalogRoutes from './routes/catalog';
import checkoutRoutes from './routes/checkout';
import courierRoutes from './routes/courier';
import customerRoutes from './routes/customer';
import formRoutes from './routes/forms';
import pageRoutes from './routes/pages';
import recentRoutes from './routes/recent';
import alertRoutes from './routes/alerts';
import reviewRoutes from './routes/reviews';
import returnRoutes from './routes/returns';
import seoRoutes from './routes/seo';
import { layoutData } from './routes/pages/layoutData';

export interface AppOptions {
  config: Config;
  /** Opened and migrated. */
  database: Database;
  /** The island build; defaults to dist/public/build/manifest.json. */
  manifest?: () => BuildManifest;
  logger?: boolean;
}

/** The shop: plugins (what every route may use), then the pages and each area's calls. */
export async function buildApp({ config, database, manifest, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Field names like product_ids[] arrive as written; routes read them through their schema.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  });
  const buildDir = path.join(config.root, 'dist/public/build');

  await app.register(securityHeaders, { pixelId: config.pixelId, httpsOnly: config.secureCookies });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 5 * 1024 * 1024, files: 5 } });
  // After the multipart plugin: its check of the parsed input sees a form's fields too.
  await app.register(requestInput);
  await app.register(dbPlugin, { database });
  await app.register(i18nPlugin, { root: config.root, secureCookies: config.secureCookies });
  await app.register(moneyPlugin, { currency: config.currency });
  await app.register(xsrfPlugin, { secureCookies: config.secureCookies });
  await app.register(sessionPlugin, { secureCookies: config.secureCookies });
  await app.register(limitsPlugin, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  await app.register(smsPlugin, { settings: config.sms, currency: config.currency, publicUrl: config.publicUrl });
  await app.register(alertsPlugin, {
    currency: config.currency,
    publicUrl: config.publicUrl,
    pollMs: config.alertPollSeconds * 1000,
  });
  await app.register(courierPlugin, { config: config.courier });
  await app.register(paymentsPlugin, { config: config.payments, publicUrl: config.publicUrl });
  app.decorate('cashOrders', config.cashOrders);
  await app.register(manifestPlugin, { load: manifest ?? fileManifest(path.join(buildDir, 'manifest.json')) });
  await app.register(fontPreloads, { buildDir });
  await app.register(labelWidths);
  await app.register(viewsPlugin, {
    dir: path.join(config.root, 'server/views'),
    layoutData: layoutData(app, config),
    islands: bundleRenderer(config.root, (msg) => app.log.error(msg)),
  });
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(staticFiles, { buildDir, storageDir: config.storageDir, pictureCacheDir: config.pictureCacheDir });

  await app.register(openapiPlugin, { version: packageVersion(config.root) });

  // The pages and the search engines' files answer HTML, XML or text: the OpenAPI document leaves them out.
  await app.register(area(false, pageRoutes), { publicUrl: config.publicUrl, returnDays: config.returnDays });
  await app.register(area(false, seoRoutes), { publicUrl: config.publicUrl });
  // Each area's JSON calls, grouped in the OpenAPI document by the area's name.
  await app.register(area('Catalogue', catalogRoutes));
  await app.register(area('Cart', cartRoutes));
  await app.register(area('Customers', customerRoutes));
  // Forms the browser posts itself (no JavaScript): they answer redirects, not JSON.
  await app.register(area(false, formRoutes));
  await app.register(area('Places', addressRoutes));
  await app.register(area('Courier', courierRoutes));
  await app.register(area('Checkout', checkoutRoutes));
  await app.register(area('Account', accountRoutes));
  await app.register(area('Orders', orderRoutes));
  await app.register(area('Payments', paymentRoutes));
  await app.register(area('Reviews', reviewRoutes), { storageDir: config.storageDir });
  await app.register(area('Blog', blogRoutes));
  await app.register(area('Careers', careerRoutes));
  await app.register(area('Recently viewed', recentRoutes));
  await app.register(area('Returns', returnRoutes), { returnDays: config.returnDays });
  await app.register(area('Alerts', alertRoutes));
  return app;
}

const packageVersion = (root: string): string =>
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
