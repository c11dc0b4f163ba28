import { useEffect, useId, useRef } from 'react';

interface Props {
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * 'Are you sure?' before a line leaves the cart. Cancel, Escape or a click outside close it; OK
 * closes it and removes. Focus starts on Cancel and goes back where it was when the dialog closes.
 */
export function RemoveDialog({ onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  // Once per opening: a re-render must not pull the focus back to Cancel.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, []);

  return (
    <div className="dialog-backdrop" onClick={onCancel}>
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} onClick={(event) => event.stopPropagation()}>
        <h2 id={titleId}>Are you sure?</h2>
        <p id={textId}>Once deleted, you will not be able to recover.</p>
        <div className="dialog-actions">
          <button type="button" className="button secondary" ref={cancelRef} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button danger" onClick={onConfirm}>
            OK
          </button>
        </div>
      </div>
    </div>
  );
}
