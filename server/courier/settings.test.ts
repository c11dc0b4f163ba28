import bn from '../../shared/i18n/catalogs/bn/shopper.json';
import en from '../../shared/i18n/catalogs/en/shopper.json';
import { loadConfig } from '../config';
import { PARCEL_STEPS } from './parcel';
import { parcelCouriersFor } from './settings';

const courierConfig = (env: Record<string, string>) => loadConfig({ ...env, SQLITE_PATH: ':memory:' }).courier;
const names = (env: Record<string, string>) => parcelCouriersFor(courierConfig(env)).map((courier) => courier.name);

describe('the couriers parcels are booked with', () => {
  it('are those whose settings are all given', () => {
    expect(names({ HAAT_SANDBOX: 'off' })).toEqual([]);
    // A shop naming no courier that runs the bundled simulators (the demo) has the sandbox's.
    expect(names({})).toEqual(['pathao', 'steadfast']);
    expect(
      names({
        STEADFAST_BASE_URL: 'https://portal.packzy.com/api/v1',
        STEADFAST_API_KEY: 'k',
        STEADFAST_SECRET_KEY: 's',
        REDX_BASE_URL: 'https://openapi.redx.com.bd/v1.0.0-beta',
        REDX_TOKEN: 't',
      }),
    ).toEqual(['steadfast', 'redx']);
  });

  it('stop the start on half a configuration, naming what is missing', () => {
    expect(() => names({ STEADFAST_API_KEY: 'k', REDX_TOKEN: 't', PATHAO_BASE_URL: 'https://x' })).toThrow(
      'Courier settings are incomplete: set PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME, ' +
        'PATHAO_PASSWORD, PATHAO_STORE_ID, STEADFAST_BASE_URL, STEADFAST_SECRET_KEY, REDX_BASE_URL',
    );
  });
});

describe("the parcel timeline's names", () => {
  it('are in both catalogues for every step', () => {
    for (const step of PARCEL_STEPS) {
      const key = `parcel${step.replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase())}`;
      expect(en).toHaveProperty(key);
      expect(bn).toHaveProperty(key);
    }
    expect(en.parcelOutForDelivery).toBe('Out for delivery');
    expect(bn.parcelOutForDelivery).toBe('ডেলিভারির জন্য বের হয়েছে');
  });
});
