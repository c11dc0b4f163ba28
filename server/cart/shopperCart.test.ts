import { Session } from '../plugins/session';
import { checkoutShipping } from './shopperCart';

describe('the delivery charge the cart shows', () => {
  it("is the checkout's charge for this cart, else 0", () => {
    const session = new Session(null, { checkout: { cartId: 5, shippingAmount: 6000 } });
    expect(checkoutShipping(session, 5)).toBe(6000);
    expect(checkoutShipping(session, 6)).toBe(0);
    expect(checkoutShipping(new Session(null, {}), 5)).toBe(0);
    expect(checkoutShipping(new Session(null, { checkout: { cartId: 5, shippingAmount: -1 } }), 5)).toBe(0);
  });
});
