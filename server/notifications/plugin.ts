import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../shared/i18n/languages';
import { formatPoisha } from '../lib/money';
import type { SmsSettings } from '../sms/settings';
import { smsSenderFor } from '../sms/settings';
import type { SmsSender } from '../sms/sms';
import { ORDER_NEWS, SHOPPER_NEWS, sendDueSms, type OutboxNews } from './outbox';

/** How often a serving process looks for SMS that are due (the order's news, retries). */
const POLL_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's SMS: its sender (null when no gateway is configured) and settings. */
    sms: { sender: SmsSender | null; settings: SmsSettings };
    /** The SMS outbox: sends what is due now, or every few seconds once started (server/main.ts). */
    smsOutbox: { sendDue(): Promise<number>; start(): void };
  }
}

interface Options {
  settings: SmsSettings;
  currency: string;
  /** The shop's public origin: the order's tracking page is linked from the courier's SMS when no courier link came. */
  publicUrl: string;
}

/** The SMS gateways of config.sms, in failover order, and the outbox that sends the order's news through them. */
export default fp<Options>(
  async (app, { settings, currency, publicUrl }) => {
    const sender = smsSenderFor(settings);
    app.decorate('sms', { sender, settings });

    const write = (news: OutboxNews): string => {
      const language = isLanguage(news.language) ? news.language : DEFAULT_LANGUAGE;
      if (news.kind in SHOPPER_NEWS) return app.texts.t(language, `server.sms${SHOPPER_NEWS[news.kind]}`, news.params);
      return app.texts.t(language, `server.smsOrder${ORDER_NEWS[news.kind]}`, {
        number: news.number,
        total: formatPoisha(news.totalPoisha, currency, LANGUAGES[language].locale),
        link: news.trackingUrl ?? `${publicUrl}/track-order?order=${encodeURIComponent(news.number)}`,
      });
    };
    let running: Promise<number> | null = null;
    let timer: NodeJS.Timeout | null = null;
    const sendDue = async () => {
      if (!sender) return 0;
      // One pass at a time in a process: a slow gateway never stacks passes up.
      running ??= sendDueSms(app.db, sender, write).finally(() => (running = null));
      return running;
    };
    app.decorate('smsOutbox', {
      sendDue,
      start() {
        timer ??= setInterval(() => {
          sendDue().catch((error: unknown) => app.log.error({ err: error }, 'SMS outbox pass failed'));
        }, POLL_MS);
        timer.unref();
      },
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    });
  },
  { name: 'sms', dependencies: ['db', 'i18n'] },
);
