import { useEffect, useId, useRef } from 'react';
import { useT } from '../../shared/i18n/useT';

interface Props {
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * 'Are you sure?' before a line leaves the cart, in the browser's own modal dialog: the rest of
 * the page is inert, so Tab stays inside. Cancel, Escape or a click outside close it; OK closes
 * it and removes. Focus starts on Cancel and goes back where it was when the dialog closes.
 */
export function RemoveDialog({ onCancel, onConfirm }: Props) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // Once per opening: a re-render must not pull the focus back to Cancel.
  useEffect(() => {
    const dialog = ref.current!;
    const before = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    cancelRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      before?.focus();
    };
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog's own Escape key
    <dialog
      ref={ref}
      className="dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape cancels through the cart's state, not by the browser closing the element under React.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // A click on the dialog element itself is a click on the dimmed page around its box.
      onClick={(event) => event.target === event.currentTarget && onCancel()}
    >
      <div className="dialog-box">
        <h2 id={titleId}>{t('cart.confirmTitle')}</h2>
        <p id={textId}>{t('cart.confirmText')}</p>
        <div className="dialog-actions">
          <button type="button" className="button secondary" ref={cancelRef} onClick={onCancel}>
            {t('cart.cancel')}
          </button>
          <button type="button" className="button danger" onClick={onConfirm}>
            {t('cart.ok')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
