import { useEffect, useRef } from 'react';
import { LazyImage, storageUrl } from '../../../shared/catalog/LazyImage';
import { useT } from '../../../shared/i18n/useT';

interface Props {
  /** The large picture's path under /storage/. */
  path: string;
  /** What the picture is, for its alt text and the dialog's name. */
  label: string;
  onClose: () => void;
}

/**
 * A review photo at its large size in a modal dialog (the browser's own: focus moves in and
 * stays, Esc closes). A click beside the picture or on × closes it; focus goes back to the photo
 * the shopper opened.
 */
export function PhotoDialog({ path, label, onClose }: Props) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    // A click on the backdrop closes; Escape closes the dialog natively.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="photo-dialog"
      aria-label={label}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {/* Fitted inside 1200 x 1200 when stored: the box is square until the picture's own shape is known. */}
      <LazyImage src={storageUrl(path)} alt={label} width={1200} height={1200} sizes="min(92vw, 1200px)" priority />
      <button type="button" className="photo-dialog-close" aria-label={t('product.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
