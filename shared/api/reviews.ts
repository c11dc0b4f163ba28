import { api } from './client';
import type { Paged } from './contract';
import type { CustomerReview, ReviewAdded, ReviewPage } from './reviewsContract';

/** The review calls: a product's reviews (anyone), writing one (customers), the customer's own. */

/** GET /api/product/{id}/reviews?page=: ten reviews, newest first, with the product's summary. */
export async function fetchReviews(productId: number, page: number): Promise<ReviewPage> {
  return (await api.get<ReviewPage>(`/api/product/${productId}/reviews`, { params: { page } })).data;
}

/**
 * POST /api/product/{id}/review as multipart (title, comment, rating, each photo as `photos`): the
 * server's message, the review as the list shows it and the product's new summary. A refusal is
 * 401/422 { message, error_message, errors? }.
 */
export async function postReview(productId: number, form: FormData): Promise<ReviewAdded> {
  return (await api.post<{ data: ReviewAdded }>(`/api/product/${productId}/review`, form)).data.data;
}

/** GET /api/customer/reviews?page=: the signed-in customer's reviews, newest first. */
export async function fetchMyReviews(page: number): Promise<Paged<CustomerReview>> {
  return (await api.get<Paged<CustomerReview>>('/api/customer/reviews', { params: { page } })).data;
}
