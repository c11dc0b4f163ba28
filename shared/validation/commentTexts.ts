import { formText } from './shopText';

/* The comment form's texts and limits, without yup: the page shows the form before its schema loads. */

export const COMMENT_MESSAGES = {
  name: formText('forms.enterName'),
  email: formText('forms.enterEmail'),
  comment: formText('forms.enterComments'),
} as const;

export const COMMENT_LIMITS = { name: 100, comment: 2000 } as const;

/**
 * A hidden field people never see or fill; the bots that fill every box do. A comment that
 * arrives with it filled is dropped without a word (the server answers as if it were posted).
 */
export const COMMENT_HONEYPOT = 'website';

/**
 * A person's name: letters of any script, with spaces, dots, apostrophes and dashes between them (no links, no digits).
 */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s.'-]*$/u;
