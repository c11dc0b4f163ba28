import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addToList, LIST_TEXTS } from '../../customer/savedLists';
import { DomainError } from '../../lib/domainErrors';
import { flashNextPage } from '../../plugins/formReturn';

/**
 * At sign-in (any way: a form or a call): the wishlist tap the shopper made as a guest without
 * script (lists.ts keeps it in the session) is added to their wishlist, once, with its message
 * for the page they go back to. A tap made on another page than the one sign-in goes on to is
 * dropped, as the script drops its own (shared/wishlist/wishAfterSignIn.ts).
 */
export async function addWishAfterSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  customerId: number,
  redirect: string,
): Promise<void> {
  const wish = request.session.get('wish');
  if (!wish) return;
  request.session.set('wish', undefined);
  if (wish.page !== redirect) return;
  try {
    const added = (await addToList(app.db, 'wishlist_items', customerId, wish.productId)) !== null;
    flashNextPage(
      request,
      added ? LIST_TEXTS.wishlistAdded : LIST_TEXTS.wishlistPresent,
      added ? 'success' : 'warning',
    );
  } catch (error) {
    // The product left the shop while the shopper signed in: they are told, and signed in all the same.
    if (!(error instanceof DomainError)) throw error;
    flashNextPage(request, error.text, 'error');
  }
}
