import fp from 'fastify-plugin';
import type { CourierConfig } from '../config';
import { courierFor, type CourierIntegration } from '../courier/integration';
import type { ParcelCourier } from '../courier/parcel';
import { parcelCouriersFor } from '../courier/settings';
import type { Carriers } from '../parcels/book';
import { startParcelTimer } from '../parcels/run';
import { parcelSettingsFor } from '../parcels/settings';
import { numberHistory, type NumberHistory } from '../parcels/history';
import { steadfastFraudCheck } from '../courier/steadfast';

declare module 'fastify' {
  interface FastifyInstance {
    courier: CourierIntegration;
    /** The couriers parcels can be booked with (those configured). */
    parcelCouriers: ParcelCourier[];
    /** The couriers and the rules parcels are booked and followed by; null when no courier is configured. */
    parcels: Carriers | null;
    /** A phone number's delivered and returned orders, and Steadfast's fraud check where turned on. */
    numberHistory(phone: string): Promise<NumberHistory>;
  }
}

/**
 * The shop's courier integration (the local rate table or Pathao), whether it is Active, and the couriers parcels
 * are booked with, for every route. Half a courier's settings, or a rule naming a courier not there, stop the start.
 * With PARCEL_POLL_MINUTES the parcel timer runs while the shop serves. `numberHistory` is a phone number's record
 * for the confirmation rule of cash orders.
 */
export default fp<{ config: CourierConfig }>(
  async (app, { config }) => {
    const couriers = parcelCouriersFor(config);
    const settings = parcelSettingsFor(config.parcels, couriers);
    app.decorate('courier', { courier: courierFor(config), active: config.active });
    app.decorate('parcelCouriers', couriers);
    app.decorate('parcels', settings ? { couriers, settings } : null);
    const { steadfast } = config;
    const fraudCheck = settings?.fraudCheck && steadfast?.apiKey ? steadfastFraudCheck(steadfast) : null;
    app.decorate('numberHistory', (phone: string) => numberHistory(app.db, phone, fraudCheck));
    if (!settings?.pollMinutes) return;
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = startParcelTimer(app.db, { couriers, settings }, settings.pollMinutes, (error) =>
        app.log.error({ err: error }, 'parcel timer'),
      );
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'courier', dependencies: ['db'] },
);
