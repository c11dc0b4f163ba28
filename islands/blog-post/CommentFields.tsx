import type { InputHTMLAttributes, ReactElement, TextareaHTMLAttributes } from 'react';
import { useT } from '../../shared/i18n/useT';
import { COMMENT_HONEYPOT, COMMENT_LIMITS } from '../../shared/validation/commentTexts';

export type CommentField = 'name' | 'email' | 'comment';

interface Props {
  /** The control's own props: uncontrolled in the form that shows before formik arrives, formik's after. */
  control: (name: CommentField) => InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
  honeypot: InputHTMLAttributes<HTMLInputElement>;
  error?: (name: CommentField) => string | undefined;
  busy?: boolean;
}

const FIELDS: [CommentField, Record<string, string | number>][] = [
  ['name', { autoComplete: 'name', maxLength: COMMENT_LIMITS.name }],
  ['email', { type: 'email', autoComplete: 'email' }],
];

/** The comment form's fields and button, one markup for both forms so nothing moves when formik takes over. */
export function CommentFields({ control, honeypot, error = () => undefined, busy = false }: Props) {
  const t = useT();
  const labels: Record<CommentField, string> = {
    name: t('blog-post.name'),
    email: t('blog-post.email'),
    comment: t('blog-post.comment'),
  };
  const field = (name: CommentField, input: ReactElement) => (
    <div className={`form-field${error(name) ? ' has-error' : ''}`} key={name}>
      <label htmlFor={`comment-${name}`}>{labels[name]}</label>
      {input}
      {error(name) && (
        <p className="field-error" id={`comment-${name}-error`}>
          {error(name)}
        </p>
      )}
    </div>
  );
  return (
    <>
      <div className="form-row">
        {FIELDS.map(([name, extra]) => field(name, <input {...control(name)} {...extra} aria-required="true" />))}
      </div>
      {field(
        'comment',
        <textarea {...control('comment')} rows={5} maxLength={COMMENT_LIMITS.comment} aria-required="true" />,
      )}
      {/* People never see this field; bots fill every box they find. */}
      <div className="hidden-field" aria-hidden="true">
        <label htmlFor={`comment-${COMMENT_HONEYPOT}`}>{t('blog-post.leaveEmpty')}</label>
        <input id={`comment-${COMMENT_HONEYPOT}`} type="text" tabIndex={-1} autoComplete="off" {...honeypot} />
      </div>
      <button type="submit" className="button comment-submit" disabled={busy}>
        {busy ? t('blog-post.posting') : t('blog-post.postComment')}
      </button>
    </>
  );
}
