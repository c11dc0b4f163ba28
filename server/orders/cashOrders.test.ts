import { loadConfig } from '../config';
import { advanceAmount, cashAsks, chargeOf } from './cashOrders';

describe('the advance of a cash order', () => {
  it('is the delivery charge', () => {
    expect(advanceAmount({ kind: 'delivery' }, { grandTotal: 150_000, shipping: 6_000 })).toBe(6_000);
  });

  it('is a percent of the total above its floor, in whole taka, and the delivery charge below it', () => {
    const rule = { kind: 'percent', percent: 10, overPoisha: 200_000 } as const;
    expect(advanceAmount(rule, { grandTotal: 350_050, shipping: 6_000 })).toBe(35_100);
    expect(advanceAmount(rule, { grandTotal: 150_000, shipping: 6_000 })).toBe(6_000);
  });

  it('is never more than the total, and none with free delivery', () => {
    expect(advanceAmount({ kind: 'percent', percent: 100, overPoisha: 0 }, { grandTotal: 999, shipping: 0 })).toBe(999);
    expect(advanceAmount({ kind: 'delivery' }, { grandTotal: 150_000, shipping: 0 })).toBe(0);
  });

  it('is paid by bKash on a cash order; an order paid at a gateway pays its total there', () => {
    expect(chargeOf({ payment_method: 'cashondelivery', grand_total: 9_000, advance_amount: 6_000 })).toEqual({
      gateway: 'bkash',
      amount: 6_000,
    });
    expect(chargeOf({ payment_method: 'cashondelivery', grand_total: 9_000, advance_amount: 0 })).toBeNull();
    expect(chargeOf({ payment_method: 'sslcommerz', grand_total: 9_000, advance_amount: 0 })).toEqual({
      gateway: 'sslcommerz',
      amount: 9_000,
    });
  });
});

describe('what a cash order asks', () => {
  const fresh = { confirmed: false, returned: 0 };
  const trusted = { confirmed: true, returned: 0 };
  const returned = { confirmed: true, returned: 1 };

  it('asks a code of a number never confirmed or whose parcel came back, nothing of a trusted one', () => {
    const code = { advance: null, confirm: 'code' } as const;
    expect([cashAsks(code, fresh), cashAsks(code, returned), cashAsks(code, trusted)]).toEqual([
      'code',
      'code',
      'none',
    ]);
  });

  it('asks the advance of every cash order with COD_CONFIRM off, of untrusted numbers with advance', () => {
    const advance = { kind: 'delivery' } as const;
    expect(cashAsks({ advance, confirm: 'off' }, trusted)).toBe('advance');
    expect(cashAsks({ advance, confirm: 'advance' }, trusted)).toBe('none');
    expect(cashAsks({ advance, confirm: 'advance' }, fresh)).toBe('advance');
    expect(cashAsks({ advance: null, confirm: 'off' }, fresh)).toBe('none');
  });

  it('reads COD_ADVANCE and COD_CONFIRM, off by default, and stops the start naming a bad value', () => {
    expect(loadConfig({}).cashOrders).toEqual({ advance: null, confirm: 'off' });
    expect(loadConfig({ COD_ADVANCE: 'percent:10:over:2000', COD_CONFIRM: 'advance' }).cashOrders).toEqual({
      advance: { kind: 'percent', percent: 10, overPoisha: 200_000 },
      confirm: 'advance',
    });
    expect(() => loadConfig({ COD_ADVANCE: 'half' })).toThrow('COD_ADVANCE must be off, delivery, percent:N');
    expect(() => loadConfig({ COD_ADVANCE: 'percent:0' })).toThrow('COD_ADVANCE');
    expect(() => loadConfig({ COD_CONFIRM: 'sms' })).toThrow('COD_CONFIRM must be off, code or advance');
    expect(() => loadConfig({ COD_CONFIRM: 'advance' })).toThrow('COD_CONFIRM=advance needs COD_ADVANCE');
    expect(() => loadConfig({ COD_ADVANCE: 'delivery', HAAT_SANDBOX: 'off' })).toThrow('COD_ADVANCE needs bKash');
  });
});
