import { useRef, useState, type ComponentType } from 'react';
import type { BlogComment, Commenter } from '../../shared/api/blogContract';
import { COMMENT_HONEYPOT } from '../../shared/validation/commentTexts';
import { CommentFields, type CommentField } from './CommentFields';
import type { CommentFormProps } from './CommentForm';

interface Props {
  blogId: number;
  commenter: Commenter | null;
  onPosted: (comment: BlogComment) => void;
}

/**
 * Leave a Comment. Until the shopper focuses the form (or presses on it) it is a plain form
 * without formik and yup, so the page's script stays small; they are fetched then, and formik's
 * form takes over with what was typed, the cursor where it was, and a send pressed meanwhile is
 * sent. Both forms draw the same fields, so nothing moves.
 */
export function CommentArea({ blogId, commenter, onPosted }: Props) {
  const shell = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const sendWhenReady = useRef(false);
  const [ready, setReady] = useState<{ Form: ComponentType<CommentFormProps>; props: Omit<CommentFormProps, 'blogId' | 'onPosted'> } | null>(null);

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    import('./CommentForm').then(
      ({ CommentForm }) => {
        const data = new FormData(shell.current ?? undefined);
        const read = (name: string) => String(data.get(name) ?? '');
        const focused = document.activeElement as HTMLInputElement | null;
        setReady({
          Form: CommentForm,
          props: {
            initial: { name: read('name'), email: read('email'), comment: read('comment'), website: read(COMMENT_HONEYPOT) },
            focus: focused && shell.current?.contains(focused) ? focused.name : undefined,
            submitNow: sendWhenReady.current,
          },
        });
      },
      (error: unknown) => {
        // Offline for a moment: the next focus tries again.
        console.error('[haat] could not load the comment form', error);
        loading.current = false;
      },
    );
  };

  if (ready) return <ready.Form blogId={blogId} onPosted={onPosted} {...ready.props} />;
  const defaults: Record<CommentField, string> = { name: commenter?.name ?? '', email: commenter?.email ?? '', comment: '' };
  return (
    <form
      ref={shell}
      className="comment-form"
      noValidate
      aria-label="Leave a Comment"
      onFocus={start}
      onPointerDown={start}
      onSubmit={(event) => {
        event.preventDefault();
        sendWhenReady.current = true;
        start();
      }}
    >
      <CommentFields control={(name) => ({ id: `comment-${name}`, name, defaultValue: defaults[name] })} honeypot={{ name: COMMENT_HONEYPOT, defaultValue: '' }} />
    </form>
  );
}
