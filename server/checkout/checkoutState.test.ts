import { checkoutShipping } from './checkoutState';

describe('the delivery charge the cart shows', () => {
  it("is the checkout's charge for this cart, else 0", () => {
    const checkout = { cartId: 5, shippingAmount: 6000 };
    expect(checkoutShipping(checkout, 5)).toBe(6000);
    expect(checkoutShipping(checkout, 6)).toBe(0);
    expect(checkoutShipping(undefined, 5)).toBe(0);
    expect(checkoutShipping({ cartId: 5, shippingAmount: -1 }, 5)).toBe(0);
  });
});
