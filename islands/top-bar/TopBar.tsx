import { useState } from 'react';
import { useShop } from '../../shared/store/hooks';

/**
 * The thin strip above the navbar: the delivery promise and the account links; a guest also gets
 * Track Order (a customer follows their orders in My Orders, and a phone has no room for both).
 */
export function TopBar() {
  const { isCustomer } = useShop();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      // Signing out is rare: its call module loads on the click, not with every page.
      const { signOut } = await import('../../shared/api/customer');
      await signOut();
      window.location.assign('/');
    } catch (error) {
      console.error('[haat] logout failed', error);
      setLeaving(false);
    }
  }

  return (
    <div className="container top-bar-inner">
      <span>Cash on delivery all over Bangladesh · Hotline 09612-345678</span>
      <span className="top-bar-links">
        {isCustomer ? (
          <>
            <a href="/customer/account/profile">My Account</a>
            <a href="/customer/account/orders/data">My Orders</a>
            <button type="button" onClick={logout} disabled={leaving}>Logout</button>
          </>
        ) : (
          <>
            <a href="/track-order">Track Order</a>
            <a href="/customer/login">Login</a>
            <a href="/customer/register">Sign Up</a>
          </>
        )}
      </span>
    </div>
  );
}
