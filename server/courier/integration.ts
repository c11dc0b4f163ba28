import type { CourierConfig } from '../config';
import type { Courier } from './courier';
import { localCourier } from './local';
import { pathaoCourier } from './pathao';

/** The shop's courier integration: which courier answers, and whether it is Active. */
export interface CourierIntegration {
  courier: Courier;
  /** Active: the delivery price comes from the courier and the methods are named Pathao Express / Regular. */
  active: boolean;
}

export function courierFor(config: CourierConfig): Courier {
  if (config.driver !== 'pathao') return localCourier();
  const { baseUrl, clientId, clientSecret, username, password, storeId } = config.pathao;
  const missing = Object.entries({
    PATHAO_BASE_URL: baseUrl,
    PATHAO_CLIENT_ID: clientId,
    PATHAO_CLIENT_SECRET: clientSecret,
    PATHAO_USERNAME: username,
    PATHAO_PASSWORD: password,
    PATHAO_STORE_ID: storeId,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) throw new Error(`COURIER_DRIVER=pathao needs ${missing.join(', ')}`);
  return pathaoCourier(config.pathao);
}
