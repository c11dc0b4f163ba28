import { useT } from '../i18n/useT';

/** The error and empty branches every list page renders, with the same look and the same way out. */
export function LoadFailed({
  text,
  onRetry,
  className = 'list-state',
}: {
  text: string;
  onRetry: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={className} role="alert">
      <p>{text}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

export function EmptyState({
  text,
  className = 'list-state',
  textClassName = 'list-empty',
}: {
  text: string;
  className?: string;
  textClassName?: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      <p className={textClassName}>{text}</p>
      <a className="button" href="/">
        {t('common.continueShopping')}
      </a>
    </div>
  );
}
