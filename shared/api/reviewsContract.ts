/**
 * Product reviews, as the server answers them and reviews.ts reads them (server:
 * server/routes/reviews). Times are ISO-8601 UTC; photo paths are under /storage/ like product
 * pictures.
 *
 *   GET  /api/product/{id}/reviews?page=   -> ReviewPage (10 a page, newest first) | 404 unknown product
 *   POST /api/product/{id}/review          multipart: title, comment, rating, photos (0 to 4 files)
 *        -> { data: ReviewAdded }
 *        | 401 { message, error_message } (guests) | 404 | 422 { message, error_message, errors: {field: [messages]} }
 *   GET  /api/customer/reviews?page=       -> Paged<CustomerReview> (the customer's own, newest first)
 * Every refusal of the review POST carries its text as error_message too, which the form shows.
 */
import type { Paged } from './contract';

/** Reviews a page, on the product page and in the account. */
export const REVIEWS_PER_PAGE = 10;

/** What a guest is told instead of the form, and what the review call answers a guest (401). */
export const REVIEW_SIGN_IN = 'Please login for write review.';

/**
 * One photo of a review, re-encoded by the shop: small (160x160, cropped square) for the list,
 * large (at most 1200x1200, whole) for the dialog.
 */
export interface ReviewPhoto {
  small: string;
  large: string;
}

export interface Review {
  id: number;
  /** The reviewer as shown: first name and the last name's initial ("Nusrat J."). */
  name: string;
  title: string;
  comment: string;
  /** 1 to 5 stars. */
  rating: number;
  /** rating * 100 / 5. */
  rating_percent: number;
  created_at: string;
  /** The reviewer has an order of this product that is not cancelled. */
  verified: boolean;
  photos: ReviewPhoto[];
}

export type StarCounts = Record<'1' | '2' | '3' | '4' | '5', number>;

/** What a product's reviews add up to. */
export interface ReviewSummary {
  reviews_count: number;
  /** To one decimal, 0 without reviews. */
  average_rating: number;
  /** average_rating * 100 / 5, whole. */
  rating_percent: number;
  /** How many reviews gave each number of stars. */
  star_counts: StarCounts;
}

export interface ReviewPage extends Paged<Review> {
  summary: ReviewSummary;
}

/** A successful POST: the server's message, the review as the list shows it, the product's new summary. */
export interface ReviewAdded {
  message: string;
  review: Review;
  summary: ReviewSummary;
}

/** A review in the customer's account, with its product (url_key null when the product is no longer on sale). */
export interface CustomerReview extends Omit<Review, 'name'> {
  product: { id: number; name: string; url_key: string | null; path: string | null };
}

/** /customer/account/reviews: the first page of the customer's reviews. */
export interface AccountReviewsProps {
  reviews: Paged<CustomerReview>;
}
