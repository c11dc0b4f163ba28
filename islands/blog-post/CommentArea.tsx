import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { BlogComment, Commenter } from '../../shared/api/blogContract';
import { useT } from '../../shared/i18n/useT';
import { COMMENT_HONEYPOT } from '../../shared/validation/commentTexts';
import { CommentFields, type CommentField } from './CommentFields';
import type { CommentFormProps, CommentValues } from './CommentForm';

interface Props {
  blogId: number;
  commenter: Commenter | null;
  onPosted: (comment: BlogComment) => void;
}

/**
 * Leave a Comment. Until the shopper focuses the form (or presses on it) it is a plain form
 * without formik and yup, so the page's script stays small; they are fetched then, and formik's
 * form takes over with what was typed until that moment, the cursor in the same field, and a
 * send pressed meanwhile is sent. Both forms draw the same fields, so nothing moves.
 */
export function CommentArea({ blogId, commenter, onPosted }: Props) {
  const t = useT();
  const typed = useRef<CommentValues>({ name: commenter?.name ?? '', email: commenter?.email ?? '', comment: '', website: '' });
  const focused = useRef<string | undefined>(undefined);
  const sendWhenReady = useRef(false);
  const loading = useRef(false);
  const [Form, setForm] = useState<ComponentType<CommentFormProps> | null>(null);

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    import('./CommentForm').then(
      ({ CommentForm }) => setForm(() => CommentForm),
      (error: unknown) => {
        // Offline for a moment: the next focus tries again.
        console.error('[haat] could not load the comment form', error);
        loading.current = false;
      },
    );
  };
  const keep = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as unknown as HTMLInputElement;
    typed.current = { ...typed.current, [field.name]: field.value };
  };

  // Read as formik's form first renders: everything typed until the swap is carried over.
  if (Form) return <Form blogId={blogId} onPosted={onPosted} initial={typed.current} focus={focused.current} submitNow={sendWhenReady.current} />;
  const defaults = typed.current;
  return (
    <form
      className="comment-form"
      noValidate
      aria-label={t('blog-post.leaveComment')}
      onChange={keep}
      onFocus={(event) => {
        focused.current = (event.target as unknown as HTMLInputElement).name || undefined;
        start();
      }}
      onPointerDown={start}
      onSubmit={(event) => {
        event.preventDefault();
        sendWhenReady.current = true;
        start();
      }}
    >
      <CommentFields
        control={(name: CommentField) => ({ id: `comment-${name}`, name, defaultValue: defaults[name] })}
        honeypot={{ name: COMMENT_HONEYPOT, defaultValue: '' }}
      />
    </form>
  );
}
