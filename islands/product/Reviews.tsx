import { useState } from 'react';
import { useShop } from '../../shared/store/hooks';

/**
 * The Reviews tab: a list, and for guests a toggle to the form view that asks them to log in.
 * The shop has no review calls yet (GET /api/product/{id}/reviews, POST .../review), so the list
 * shows its empty state and customers get no form to post into nothing.
 */
export function Reviews() {
  const { isCustomer } = useShop();
  const [view, setView] = useState<'list' | 'form'>('list');
  return (
    <div className="reviews">
      {!isCustomer && (
        <button type="button" className="button secondary" onClick={() => setView(view === 'list' ? 'form' : 'list')}>
          {view === 'list' ? 'Write a review' : 'Back to reviews'}
        </button>
      )}
      {view === 'list' ? (
        <p className="muted">No reviews yet</p>
      ) : (
        <p>
          Please login for write review. <a href="/customer/login">Login</a>
        </p>
      )}
    </div>
  );
}
