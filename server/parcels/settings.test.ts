import { courierForDistrict, parcelSettingsFor, parseRules } from './settings';
import type { ParcelCourier } from '../courier/parcel';
import { loadConfig, SANDBOX_WEBHOOK_SECRET } from '../config';

const courier = (name: ParcelCourier['name']) => ({ name }) as ParcelCourier;

describe('the courier rule table (PARCEL_RULES)', () => {
  it("sends a district's parcels to its courier and every other to the default, in any case", () => {
    const rules = parseRules('Dhaka=pathao, chattogram = redx, *=steadfast', ['pathao', 'steadfast', 'redx'])!;
    expect(courierForDistrict(rules, 'dhaka')).toBe('pathao');
    expect(courierForDistrict(rules, 'Chattogram ')).toBe('redx');
    expect(courierForDistrict(rules, 'Sylhet')).toBe('steadfast');
  });

  it('sends everything to the first configured courier when unset, and books nothing without one', () => {
    expect(courierForDistrict(parseRules('', ['steadfast', 'redx'])!, 'Dhaka')).toBe('steadfast');
    expect(parseRules('Dhaka=pathao', [])).toBeNull();
  });

  it('stops the start on a malformed rule or a courier that is not configured', () => {
    expect(() => parseRules('Dhaka', ['pathao'])).toThrow('"Dhaka" is not district=pathao|steadfast|redx');
    expect(() => parseRules('Dhaka=paperfly', ['pathao'])).toThrow('not district=');
    expect(() => parseRules('*=redx', ['pathao'])).toThrow('redx is named but its settings are not given');
  });

  it('reads the timer in whole minutes', () => {
    const config = {
      rules: '',
      autoBook: true,
      pollMinutes: '10',
      webhookSecrets: { pathao: 's', steadfast: '', redx: '' },
      fraudCheck: false,
    };
    expect(parcelSettingsFor(config, [courier('pathao')])).toMatchObject({ autoBook: true, pollMinutes: 10 });
    expect(() => parcelSettingsFor({ ...config, pollMinutes: 'often' }, [courier('pathao')])).toThrow(
      'PARCEL_POLL_MINUTES must be a whole number of minutes, not "often"',
    );
    expect(parcelSettingsFor(config, [])).toBeNull();
  });
});

describe("the demo shop's couriers", () => {
  it("are the sandbox's Pathao and Steadfast when the shop names no courier and runs the simulators", () => {
    const { courier } = loadConfig({ PORT: '4000' });
    expect(courier.pathao).toMatchObject({ baseUrl: 'http://127.0.0.1:4001/courier/pathao', storeId: '7001' });
    expect(courier.steadfast).toMatchObject({ baseUrl: 'http://127.0.0.1:4001/courier/steadfast/api/v1' });
    expect(courier.parcels?.webhookSecrets.pathao).toBe(SANDBOX_WEBHOOK_SECRET);
  });

  it('are only those configured once any courier is named, or without the simulators', () => {
    const named = loadConfig({ REDX_BASE_URL: 'https://openapi.redx.com.bd/v1.0.0-beta', REDX_TOKEN: 't' }).courier;
    expect(named.pathao.baseUrl).toBe('');
    expect(named.steadfast?.baseUrl).toBe('');
    expect(loadConfig({ HAAT_SANDBOX: 'off' }).courier.pathao.baseUrl).toBe('');
  });
});
