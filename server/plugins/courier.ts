import fp from 'fastify-plugin';
import type { CourierConfig } from '../config';
import { courierFor, type CourierIntegration } from '../courier/integration';

declare module 'fastify' {
  interface FastifyInstance {
    courier: CourierIntegration;
  }
}

/** The shop's courier integration (the local rate table or Pathao), and whether it is Active, for every route. */
export default fp<{ config: CourierConfig }>(
  async (app, { config }) => {
    app.decorate('courier', { courier: courierFor(config), active: config.active });
  },
  { name: 'courier' },
);
