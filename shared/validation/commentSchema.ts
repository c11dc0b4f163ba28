import { object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { chosenId, regex, TEXT_MAX } from './rules';
import { COMMENT_LIMITS, COMMENT_MESSAGES, PERSON_NAME } from './commentTexts';

export { COMMENT_HONEYPOT, COMMENT_LIMITS, COMMENT_MESSAGES, PERSON_NAME } from './commentTexts';

/**
 * A blog comment (POST /submit-comment {name, email, comment, blog_id}). The island validates it
 * with formik and the server validates the same schema, answering {message, errors}.
 */
export const commentSchema = object({
  name: string()
    .label('forms.fieldName')
    .trim()
    .required(COMMENT_MESSAGES.name)
    .max(COMMENT_LIMITS.name, MESSAGES.max)
    .test(regex(PERSON_NAME)),
  email: string()
    .label('forms.fieldEmail')
    .trim()
    .lowercase()
    .required(COMMENT_MESSAGES.email)
    .email(MESSAGES.email)
    .max(TEXT_MAX, MESSAGES.max),
  comment: string()
    .label('forms.fieldComment')
    .trim()
    .required(COMMENT_MESSAGES.comment)
    .max(COMMENT_LIMITS.comment, MESSAGES.max),
  blog_id: chosenId('forms.fieldBlog'),
});

export type CommentInput = InferType<typeof commentSchema>;
