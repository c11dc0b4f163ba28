import { webcrypto } from 'node:crypto';
import { PIXEL_SCRIPT, sha256Hex, trackOrderPlace, trackPixel } from './pixel';

beforeAll(() => {
  Object.defineProperty(window, 'crypto', { value: webcrypto, configurable: true });
});

const pixelScripts = () => document.head.querySelectorAll(`script[src="${PIXEL_SCRIPT}"]`);

describe('pixel', () => {
  it('loads nothing when no pixel is configured', () => {
    trackPixel('', 'AddToCart', { value: 100 });
    expect(window.fbq).toBeUndefined();
    expect(pixelScripts()).toHaveLength(0);
  });

  it('loads the pixel script once and queues events in BDT', () => {
    trackPixel('123456', 'AddToCart', { content_ids: [7], value: 1350 });
    trackPixel('123456', 'InitiateCheckout', { value: 2700 });
    expect(pixelScripts()).toHaveLength(1);
    expect(window.fbq!.queue).toEqual([
      ['init', '123456'],
      ['track', 'AddToCart', { content_ids: [7], value: 1350, currency: 'BDT' }],
      ['track', 'InitiateCheckout', { value: 2700, currency: 'BDT' }],
    ]);
  });

  it('sends OrderPlace with SHA-256 hashes of name, phone and email', async () => {
    window.fbq!.queue.length = 0;
    await trackOrderPlace('123456', {
      name: 'Rahim Uddin',
      phone: '01712345678',
      email: 'Rahim@Example.com',
      value: 2450,
      orderId: 12,
    });
    const [, , params] = window.fbq!.queue[0] as [string, string, Record<string, unknown>];
    expect(window.fbq!.queue[0]).toEqual([
      'trackCustom',
      'OrderPlace',
      expect.objectContaining({ value: 2450, order_id: 12, currency: 'BDT' }),
    ]);
    expect(params.name).toBe(await sha256Hex('rahim uddin'));
    expect(params.email).toBe(await sha256Hex('rahim@example.com'));
    expect(JSON.stringify(params)).not.toContain('01712345678');
  });

  it('hashes with SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
