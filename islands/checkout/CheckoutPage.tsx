import { useEffect, useRef, useState } from 'react';
import type { CheckoutPageProps } from '../../shared/api/checkoutContract';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch, useAppSelector, useShop } from '../../shared/store/hooks';
import { track } from '../../shared/tracking/track';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { EmptyState, LoadFailed } from '../../shared/ui/PageStates';
import { Spinner } from '../../shared/ui/Spinner';
import { AddressList } from './AddressList';
import { PaymentMethods, ShippingMethods } from './CheckoutChoices';
import { loadCheckout, priceDelivery } from './checkoutThunks';
import { opened, selectCheckout } from './checkoutSlice';
import { OrderSummary } from './OrderSummary';

/** /checkout/onepage/: address, shipping method, then payment method; the order summary beside them. */
export function CheckoutPage(props: CheckoutPageProps) {
  const { courierActive } = props;
  const { pixelId } = useShop();
  const dispatch = useAppDispatch();
  const t = useT();
  // The page's own data fills the store in the first render, before anything reads it: the server
  // renders the checkout itself (not a spinner) and hydration finds the same. Once per mount: the
  // props are the first paint only.
  useState(() => dispatch(opened(props)));
  const { status, cart, address, shippingMethod } = useAppSelector(selectCheckout);
  const initiated = useRef(false);

  // Without cart and addresses in the page the island asks the server (the first props decide).
  const [served] = useState(props.cart !== undefined && Boolean(props.addresses));
  useEffect(() => {
    if (!served) void dispatch(loadCheckout());
  }, [dispatch, served]);

  // InitiateCheckout once, when the shopper arrives with something to buy.
  useEffect(() => {
    if (initiated.current || !cart?.items.length) return;
    initiated.current = true;
    void track(pixelId, 'InitiateCheckout', {
      value: cart.grand_total,
      num_items: cart.items_qty,
      content_ids: cart.items.map((item) => item.product_id),
    });
  }, [cart, pixelId]);

  // The courier prices the parcel once it knows where it goes and how fast.
  useEffect(() => {
    if (courierActive && address && shippingMethod) void dispatch(priceDelivery());
  }, [courierActive, address, shippingMethod, dispatch]);

  let body;
  if (status === 'loading') {
    body = <Spinner label={t('checkout.loading')} size={40} minHeight={420} />;
  } else if (status === 'failed') {
    body = (
      <LoadFailed
        text={t('checkout.loadFailed')}
        onRetry={() => void dispatch(loadCheckout())}
        className="cart-state"
      />
    );
  } else if (!cart?.items.length) {
    body = <EmptyState text={t('checkout.empty')} className="cart-state" textClassName="cart-empty" />;
  } else {
    body = (
      <div className="checkout-grid">
        <div className="checkout-steps">
          <AddressList courierActive={courierActive} />
          <ShippingMethods />
          <PaymentMethods />
        </div>
        <OrderSummary />
      </div>
    );
  }

  return (
    <section className="checkout-page">
      <Breadcrumb current={t('checkout.title')} />
      <h1>{t('checkout.title')}</h1>
      {body}
    </section>
  );
}
