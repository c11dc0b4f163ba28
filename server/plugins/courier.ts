import fp from 'fastify-plugin';
import type { CourierConfig } from '../config';
import { courierFor, type CourierIntegration } from '../courier/integration';
import type { ParcelCourier } from '../courier/parcel';
import { parcelCouriersFor } from '../courier/settings';

declare module 'fastify' {
  interface FastifyInstance {
    courier: CourierIntegration;
    /** The couriers parcels can be booked with (those configured). */
    parcelCouriers: ParcelCourier[];
  }
}

/**
 * The shop's courier integration (the local rate table or Pathao), whether it is Active, and the couriers parcels
 * are booked with, for every route. Half a courier's settings stop the start.
 */
export default fp<{ config: CourierConfig }>(
  async (app, { config }) => {
    app.decorate('courier', { courier: courierFor(config), active: config.active });
    app.decorate('parcelCouriers', parcelCouriersFor(config));
  },
  { name: 'courier' },
);
