import { useFormik } from 'formik';
import { useLayoutEffect, useRef } from 'react';
import type { BlogComment } from '../../shared/api/blogContract';
import { submitComment } from '../../shared/api/blog';
import { useT } from '../../shared/i18n/useT';
import { errorMessageOf, fieldErrorsOf, statusOf } from '../../shared/api/envelope';
import { flashAdded } from '../../shared/store/flashSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { commentSchema, COMMENT_HONEYPOT } from '../../shared/validation/commentSchema';
import { controlProps, firstMessages, shownError, useFieldText } from '../../shared/validation/FormField';
import { CommentFields, type CommentField } from './CommentFields';

export interface CommentValues {
  name: string;
  email: string;
  comment: string;
  website: string;
}

export interface CommentFormProps {
  blogId: number;
  initial: CommentValues;
  /** The field the shopper was in when formik arrived: the cursor stays there. */
  focus?: string;
  /** The shopper sent the form before formik arrived: send it now. */
  submitNow?: boolean;
  onPosted: (comment: BlogComment) => void;
}

/**
 * The comment form with formik and the comment schema (loaded when the shopper first reaches the
 * form). A posted comment goes to the top of the list at once and the server's message is
 * flashed; the name and email stay for the next comment.
 */
export function CommentForm({ blogId, initial, focus, submitNow, onPosted }: CommentFormProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const fieldText = useFieldText();
  const root = useRef<HTMLFormElement>(null);
  const form = useFormik<CommentValues>({
    initialValues: initial,
    validationSchema: commentSchema.omit(['blog_id']),
    onSubmit: async (values, { setErrors, resetForm }) => {
      try {
        const cast = commentSchema.omit(['blog_id']).cast(values, { stripUnknown: true });
        const { message, comment } = await submitComment({ ...cast, blog_id: blogId, website: values.website });
        if (comment) onPosted(comment);
        if (message) dispatch(flashAdded(message, 'success'));
        resetForm({ values: { ...values, comment: '' } });
      } catch (error) {
        const status = statusOf(error);
        if (!status || status >= 500) console.error('[haat] could not post the comment', error);
        setErrors(firstMessages(fieldErrorsOf(error) ?? {}));
        // A refusal (bad fields, too many comments) in the server's words; anything else in ours.
        dispatch(
          flashAdded(errorMessageOf(error, t('blog-post.commentFailed')), status && status < 500 ? 'warning' : 'error'),
        );
      }
    },
  });

  // Before the browser paints: no key pressed during the swap lands outside the form.
  useLayoutEffect(() => {
    const field = focus ? root.current?.querySelector<HTMLInputElement>(`[name="${focus}"]`) : null;
    field?.focus();
    if (submitNow) void form.submitForm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form takes over
  }, []);

  return (
    <form
      ref={root}
      className="comment-form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={t('blog-post.leaveComment')}
      data-ready="true"
    >
      <CommentFields
        control={(name: CommentField) => controlProps(form, name, 'comment')}
        honeypot={form.getFieldProps(COMMENT_HONEYPOT)}
        error={(name) => fieldText(shownError(form, name))}
        busy={form.isSubmitting}
      />
    </form>
  );
}
