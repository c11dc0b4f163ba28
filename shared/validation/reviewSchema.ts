import { number, object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { formText, type ShopText } from './shopText';

export const REVIEW_MESSAGES = {
  title: formText('forms.enterTitle'),
  comment: formText('forms.enterComment'),
  rating: formText('forms.ratingAtLeastOne'),
} as const;

/** A review's limits: text lengths, stars, and its photos (count and bytes each). */
export const REVIEW_LIMITS = {
  title: 100,
  comment: 2000,
  stars: 5,
  photos: 4,
  photoBytes: 2 * 1024 * 1024,
} as const;

/** The picture types a review photo may be (the server judges by the file's content, the form by its type). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const PHOTO_MEGABYTES = REVIEW_LIMITS.photoBytes / 1024 / 1024;

export const PHOTO_MESSAGES = {
  tooMany: formText('forms.photoTooMany', { max: REVIEW_LIMITS.photos }),
  notPicture: (name: string) => formText('forms.photoNotPicture', { name }),
  tooLarge: (name: string) => formText('forms.photoTooLarge', { name, size: PHOTO_MEGABYTES }),
  /** An upload over the limit, before its name is known. */
  oneTooLarge: formText('forms.aPhotoTooLarge', { size: PHOTO_MEGABYTES }),
} as const;

/**
 * Line breaks as typed: a browser sends a form's new lines as CR LF, the textarea counts one
 * character for each; both sides keep LF, so a comment has the same length in the form and on the
 * server.
 */
const oneLineBreak = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value);

/** A rating that is missing or not a number is "no stars yet": it reads as the rating message. */
const noStars = (value: unknown, original: unknown) =>
  original === '' || original === null || Number.isNaN(value) ? undefined : value;

/**
 * The review form (POST /api/product/{id}/review): title and comment required (trimmed, at most 100
 * and 2000 characters), a whole number of stars from 1 to 5. The island validates with formik and
 * the server validates the same schema; photos are files, checked apart (photoProblem, and by
 * content on the server).
 */
export const reviewSchema = object({
  title: string()
    .label('forms.fieldTitle')
    .transform(oneLineBreak)
    .trim()
    .required(REVIEW_MESSAGES.title)
    .max(REVIEW_LIMITS.title, MESSAGES.max),
  comment: string()
    .label('forms.fieldComment')
    .transform(oneLineBreak)
    .trim()
    .required(REVIEW_MESSAGES.comment)
    .max(REVIEW_LIMITS.comment, MESSAGES.max),
  rating: number()
    .label('forms.fieldRating')
    .transform(noStars)
    .typeError(REVIEW_MESSAGES.rating)
    .required(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(REVIEW_LIMITS.stars, MESSAGES.max_value)
    .integer(MESSAGES.integer),
});

export type ReviewInput = InferType<typeof reviewSchema>;

/**
 * What is wrong with a photo the shopper picked, before it is sent (its type as the browser says, its size); null when
 * fine.
 */
export function photoProblem(file: { name: string; size: number; type: string }): ShopText | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.notPicture(file.name);
  if (file.size > REVIEW_LIMITS.photoBytes) return PHOTO_MESSAGES.tooLarge(file.name);
  return null;
}
