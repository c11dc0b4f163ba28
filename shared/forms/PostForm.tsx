import type { FormEvent, ReactNode } from 'react';
import { useShop } from '../store/hooks';
import { XSRF_FIELD } from './formActions';

/** The page's XSRF token as a form's hidden field (the server's page state has it). */
export function FormToken() {
  return <input type="hidden" name={XSRF_FIELD} value={useShop().formToken ?? ''} />;
}

interface Props {
  /** Where the browser posts it without script: one of the addresses of formActions.ts. */
  action: string;
  /** What the island does instead (its usual call); the browser's own sending is stopped. */
  onSubmit: () => void;
  className?: string;
  id?: string;
  children?: ReactNode;
}

/**
 * A form that works before and without script: the browser posts its fields and the page's XSRF
 * token to `action`, and the server sends it back to the page with a flash message. Once the
 * island has hydrated, `onSubmit` takes it over.
 *   <PostForm action={COMPARE_FORM} onSubmit={compare}><input type="hidden" ... /><button>...</PostForm>
 */
export function PostForm({ action, onSubmit, className, id, children }: Props) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form method="post" action={action} className={className} id={id} onSubmit={send}>
      <FormToken />
      {children}
    </form>
  );
}
