import type { CourierConfig } from '../config';
import type { ParcelCourier } from './parcel';
import { pathaoParcels } from './pathaoParcels';
import { redxParcels } from './redx';
import { steadfastParcels } from './steadfast';

/**
 * Which of a courier's settings are missing: none when all or none are given (none: the courier is not used);
 * REDX_PICKUP_STORE_ID is optional.
 */
function missing(settings: Record<string, string | undefined>): string[] {
  const names = Object.keys(settings);
  const absent = names.filter((name) => !settings[name]);
  return absent.length === names.length ? [] : absent;
}

const given = (settings: Record<string, string | undefined>) => Object.values(settings).some(Boolean);

/**
 * The couriers the shop can book parcels with: Pathao, Steadfast and RedX, each whose settings are all given. Half a
 * courier's settings stop the start, naming what is missing.
 */
export function parcelCouriersFor(config: CourierConfig, options: { timeoutMs?: number } = {}): ParcelCourier[] {
  const { pathao, steadfast, redx } = config;
  const pathaoVars = {
    PATHAO_BASE_URL: pathao.baseUrl,
    PATHAO_CLIENT_ID: pathao.clientId,
    PATHAO_CLIENT_SECRET: pathao.clientSecret,
    PATHAO_USERNAME: pathao.username,
    PATHAO_PASSWORD: pathao.password,
    PATHAO_STORE_ID: pathao.storeId,
  };
  const steadfastVars = {
    STEADFAST_BASE_URL: steadfast?.baseUrl,
    STEADFAST_API_KEY: steadfast?.apiKey,
    STEADFAST_SECRET_KEY: steadfast?.secretKey,
  };
  const redxVars = { REDX_BASE_URL: redx?.baseUrl, REDX_TOKEN: redx?.token };
  const absent = [pathaoVars, steadfastVars, redxVars].flatMap(missing);
  if (absent.length) throw new Error(`Courier settings are incomplete: set ${absent.join(', ')}`);
  return [
    ...(given(pathaoVars) ? [pathaoParcels(pathao, options)] : []),
    ...(steadfast && given(steadfastVars) ? [steadfastParcels(steadfast, options)] : []),
    ...(redx && given(redxVars) ? [redxParcels(redx, options)] : []),
  ];
}
