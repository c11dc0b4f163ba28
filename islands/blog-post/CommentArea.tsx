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
  const [defaults] = useState<CommentValues>(() => ({
    name: commenter?.name ?? '',
    email: commenter?.email ?? '',
    comment: '',
    website: '',
  }));
  const typed = useRef(defaults);
  const focused = useRef<string | undefined>(undefined);
  const sendWhenReady = useRef(false);
  const loading = useRef(false);
  // formik's form once it has arrived, with what the plain form held at that moment.
  const [swap, setSwap] = useState<{
    Form: ComponentType<CommentFormProps>;
    initial: CommentValues;
    focus?: string;
    submitNow: boolean;
  } | null>(null);

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    import('./CommentForm').then(
      // Read when React renders the swap, not when the script arrives: what is typed in between is kept.
      ({ CommentForm }) =>
        setSwap(() => ({
          Form: CommentForm,
          initial: typed.current,
          focus: focused.current,
          submitNow: sendWhenReady.current,
        })),
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

  // Everything typed until the swap is carried over.
  if (swap)
    return (
      <swap.Form
        blogId={blogId}
        onPosted={onPosted}
        initial={swap.initial}
        focus={swap.focus}
        submitNow={swap.submitNow}
      />
    );
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
