import fp from 'fastify-plugin';
import type { SmsSettings } from '../sms/settings';
import { smsSenderFor } from '../sms/settings';
import type { SmsSender } from '../sms/sms';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's SMS: its sender (null when no gateway is configured) and settings. */
    sms: { sender: SmsSender | null; settings: SmsSettings };
  }
}

/** The SMS gateways of config.sms, in failover order, for the routes that send codes. */
export default fp<{ settings: SmsSettings }>(
  async (app, { settings }) => {
    app.decorate('sms', { sender: smsSenderFor(settings), settings });
  },
  { name: 'sms', dependencies: ['db', 'i18n'] },
);
