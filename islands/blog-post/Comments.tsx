import { useRef, useState } from 'react';
import type { BlogComment, Commenter } from '../../shared/api/blogContract';
import type { Paged } from '../../shared/api/contract';
import { fetchComments } from '../../shared/api/blog';
import { formatShopDate } from '../../shared/format/date';
import { useT } from '../../shared/i18n/useT';
import { useShop } from '../../shared/store/hooks';
import { LoadFailed } from '../../shared/ui/PageStates';
import { Pagination } from '../../shared/ui/Pagination';
import { Section } from '../../shared/ui/Section';
import { CommentArea } from './CommentArea';

interface Props {
  blogId: number;
  /** The first page, written by the server. */
  first: Paged<BlogComment>;
  commenter: Commenter | null;
}

/** The post's comments, eight a page and newest first, and the form that adds one to the top at once. */
export function Comments({ blogId, first, commenter }: Props) {
  const { locale } = useShop();
  const t = useT();
  const [comments, setComments] = useState(first);
  const [state, setState] = useState<'ready' | 'loading' | 'failed'>('ready');
  const [wanted, setWanted] = useState(1);
  const top = useRef<HTMLOListElement>(null);
  const { current_page: page, per_page: perPage, total } = comments.meta;

  async function load(target: number) {
    setWanted(target);
    setState('loading');
    try {
      setComments(await fetchComments(blogId, target));
      setState('ready');
    } catch (error) {
      console.error('[haat] could not load the comments', error);
      setState('failed');
    }
  }

  function posted(comment: BlogComment) {
    const count = total + 1;
    if (page !== 1) return void load(1);
    setComments({
      data: [comment, ...comments.data].slice(0, perPage),
      meta: { ...comments.meta, total: count, last_page: Math.max(1, Math.ceil(count / perPage)) },
    });
  }

  return (
    <Section id="comments" title={t('blog-post.comments', { count: total })} className="section comments">
      {state === 'failed' ? (
        <LoadFailed text={t('blog-post.commentsLoadFailed')} onRetry={() => load(wanted)} />
      ) : comments.data.length === 0 ? (
        <p className="muted">{t('blog-post.noComments')}</p>
      ) : (
        <ol ref={top} className="comment-list" aria-busy={state === 'loading'}>
          {comments.data.map((comment) => (
            <li key={comment.id} className="comment">
              <p className="comment-head">
                <strong>{comment.comment_by}</strong>{' '}
                <time dateTime={comment.date}>{formatShopDate(comment.date, locale)}</time>
              </p>
              <p className="comment-text">{comment.comments}</p>
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={page}
        count={comments.meta.last_page}
        onChange={(target) => void load(target).then(() => top.current?.scrollIntoView?.({ block: 'start' }))}
        label={t('blog-post.commentsPages')}
        disabled={state === 'loading'}
      />
      <h3 className="comment-form-title">{t('blog-post.leaveComment')}</h3>
      <CommentArea blogId={blogId} commenter={commenter} onPosted={posted} />
    </Section>
  );
}
