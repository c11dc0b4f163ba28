import { object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { chosenId, regex, TEXT_MAX } from './rules';

export const COMMENT_MESSAGES = {
  name: 'Please Enter Your Name.',
  email: 'Please Enter Your Email.',
  comment: 'Please Enter Your Comments.',
} as const;

export const COMMENT_LIMITS = { name: 100, comment: 2000 } as const;

/**
 * A hidden field people never see or fill; the bots that fill every box do. A comment that
 * arrives with it filled is dropped without a word (the server answers as if it were posted).
 */
export const COMMENT_HONEYPOT = 'website';

/** A person's name: letters of any script, with spaces, dots, apostrophes and dashes between them (no links, no digits). */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s.'-]*$/u;

/**
 * A blog comment (POST /submit-comment {name, email, comment, blog_id}). The island validates it
 * with formik and the server validates the same schema, answering {message, errors}.
 */
export const commentSchema = object({
  name: string().label('name').trim().required(COMMENT_MESSAGES.name).max(COMMENT_LIMITS.name, MESSAGES.max).test(regex(PERSON_NAME)),
  email: string().label('email').trim().lowercase().required(COMMENT_MESSAGES.email).email(MESSAGES.email).max(TEXT_MAX, MESSAGES.max),
  comment: string().label('comment').trim().required(COMMENT_MESSAGES.comment).max(COMMENT_LIMITS.comment, MESSAGES.max),
  blog_id: chosenId('blog'),
});

export type CommentInput = InferType<typeof commentSchema>;
