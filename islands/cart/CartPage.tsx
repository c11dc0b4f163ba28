import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useFollowCounter } from '../../shared/counters/useFollowCounter';
import { CART_UPDATE_FORM, CART_REMOVE_FORM } from '../../shared/forms/formActions';
import { PostForm } from '../../shared/forms/PostForm';
import { selectCartCount } from '../../shared/store/countersSlice';
import { flashAdded } from '../../shared/store/flashSlice';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { EmptyState, LoadFailed } from '../../shared/ui/PageStates';
import { TableHead } from '../../shared/ui/TableHead';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { CartLine, quantityOf } from './CartLine';
import { RemoveDialog } from './RemoveDialog';
import { loadCart, removeCartItem, updateCart } from './cartThunks';
import { selectCart, selectCartBusy, selectCartItems, selectCartStatus } from './cartSlice';

/**
 * /checkout/cart: the lines, their quantities, removal behind a confirm dialog, on to checkout.
 * Without script the quantities and each Remove are forms the server answers (removal unasked). When
 * the cart counter changes to a number the page does not show (another tab added, changed or
 * removed a line), the cart is read again. While a line holds more than the shop has left, the way on to checkout
 * says which instead (as the checkout page would, sending the shopper back here).
 */
export function CartPage() {
  const dispatch = useAppDispatch();
  const t = useT();
  const status = useAppSelector(selectCartStatus);
  const cart = useAppSelector(selectCart);
  const items = useAppSelector(selectCartItems);
  const busy = useAppSelector(selectCartBusy);
  const count = useAppSelector(selectCartCount);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [removing, setRemoving] = useState<number | null>(null);
  const removeForm = useId();

  // A cart the page's state already holds (the server wrote it) is shown as it is: no call. Only
  // the state at mount decides: a later change is the shopper's own.
  const [served] = useState(status === 'ready');
  useEffect(() => {
    if (!served) void dispatch(loadCart());
  }, [dispatch, served]);

  useFollowCounter(count, cart?.items_count ?? 0, status === 'ready', () => void dispatch(loadCart()));

  // A fresh cart from the server replaces whatever was typed.
  const [typedFor, setTypedFor] = useState(cart);
  if (typedFor !== cart) {
    setTypedFor(cart);
    setTyped({});
  }

  const quantityText = (id: number, quantity: number) => typed[id] ?? String(quantity);
  const submitQuantities = () => {
    const qty = Object.fromEntries(items.map((item) => [item.id, quantityOf(quantityText(item.id, item.quantity))]));
    void dispatch(updateCart(qty));
  };
  const refuseCheckout = (event: MouseEvent) => {
    const short = items.filter((item) => item.units_left !== undefined);
    if (short.length === 0) return;
    event.preventDefault();
    for (const { name, units_left: count } of short) {
      const text = count === 0 ? t('cart.stockFixNone', { name }) : t('cart.stockFixLeft', { name, count });
      dispatch(flashAdded(text, 'error'));
    }
  };
  const confirmRemove = () => {
    const itemId = removing;
    setRemoving(null);
    if (itemId !== null) void dispatch(removeCartItem(itemId));
  };

  let body;
  if (status === 'loading') {
    body = (
      <div className="cart-state cart-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{t('cart.loading')}</p>
      </div>
    );
  } else if (status === 'failed') {
    body = <LoadFailed text={t('cart.loadFailed')} onRetry={() => void dispatch(loadCart())} className="cart-state" />;
  } else if (items.length === 0) {
    body = <EmptyState text={t('cart.empty')} className="cart-state" textClassName="cart-empty" />;
  } else {
    body = (
      <>
        <PostForm action={CART_UPDATE_FORM} onSubmit={submitQuantities}>
          <table className="cart-table">
            <TableHead
              columns={[
                t('cart.colProduct'),
                t('cart.colUnitPrice'),
                t('cart.colQuantity'),
                t('cart.colSubtotal'),
                t('cart.colRemove'),
              ]}
            />
            <tbody>
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  quantity={quantityText(item.id, item.quantity)}
                  onQuantity={(text) => setTyped((now) => ({ ...now, [item.id]: text }))}
                  onRemove={() => setRemoving(item.id)}
                  removeForm={removeForm}
                  disabled={busy}
                />
              ))}
            </tbody>
          </table>
          {cart && (
            <p className="cart-subtotal">
              {t('cart.subtotal')} <strong>{cart.formatted_sub_total}</strong>
            </p>
          )}
          <div className="cart-actions">
            <a className="button secondary" href="/">
              {t('cart.continueShopping')}
            </a>
            <button type="submit" className="button secondary" disabled={busy} aria-busy={busy}>
              {t('cart.update')}
            </button>
            <a className="button" href="/checkout/onepage/" onClick={refuseCheckout}>
              {t('cart.proceed')}
            </a>
          </div>
        </PostForm>
        {/* The lines' Remove buttons send this form (their form attribute), not the quantities'. */}
        <PostForm action={CART_REMOVE_FORM} onSubmit={() => undefined} id={removeForm} />
      </>
    );
  }

  return (
    <section className="cart-page">
      <Breadcrumb current={t('cart.title')} />
      <h1>{t('cart.title')}</h1>
      {body}
      {removing !== null && <RemoveDialog onCancel={() => setRemoving(null)} onConfirm={confirmRemove} />}
    </section>
  );
}
