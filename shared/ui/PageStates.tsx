/** The error and empty branches every list page renders, with the same look and the same way out. */
export function LoadFailed({ text, onRetry, className = 'list-state' }: { text: string; onRetry: () => void; className?: string }) {
  return (
    <div className={className} role="alert">
      <p>{text}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function EmptyState({ text, className = 'list-state', textClassName = 'list-empty' }: { text: string; className?: string; textClassName?: string }) {
  return (
    <div className={className}>
      <p className={textClassName}>{text}</p>
      <a className="button" href="/">
        Continue shopping
      </a>
    </div>
  );
}
