import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { flashDismissed, selectFlashMessages } from '../../shared/store/flashSlice';
import { useT } from '../../shared/i18n/useT';

type Side = 'top' | 'bottom';

/**
 * Where the shopper last pressed or focused, as a height in the window; the flashes go to the
 * other half (bottom unless that was in the lower half), so a message never covers the control
 * that caused it.
 */
function useSideAwayFromControl(count: number): Side {
  const lastY = useRef<number | null>(null);
  const shown = useRef(0);
  const [side, setSide] = useState<Side>('bottom');
  useEffect(() => {
    const pressed = (event: PointerEvent) => (lastY.current = event.clientY);
    const focused = (event: FocusEvent) => {
      const box = (event.target as Element).getBoundingClientRect?.();
      if (box && box.height > 0) lastY.current = box.top + box.height / 2;
    };
    document.addEventListener('pointerdown', pressed, { capture: true, passive: true });
    document.addEventListener('focusin', focused, true);
    return () => {
      document.removeEventListener('pointerdown', pressed, { capture: true });
      document.removeEventListener('focusin', focused, true);
    };
  }, []);
  useEffect(() => {
    // A new flash chooses; one going away leaves the rest where they are.
    const lowerHalf = lastY.current !== null && lastY.current > window.innerHeight / 2;
    if (count > shown.current) setSide(lowerHalf ? 'top' : 'bottom');
    shown.current = count;
  }, [count]);
  return side;
}

/**
 * The flash messages: over the page, fixed at the bottom of the window (or the top, away from the
 * control just used), so showing or closing one moves nothing. The list is the page's one polite
 * live region and is always there, so a screen reader announces each message added to it (a
 * region that appears together with its text is often not read).
 */
export function FlashMessages() {
  const messages = useAppSelector(selectFlashMessages);
  const dispatch = useAppDispatch();
  const t = useT();
  const side = useSideAwayFromControl(messages.length);
  return (
    <div className="flash-list" data-side={side} role="status" aria-live="polite">
      {messages.map((message) => (
        <div key={message.id} className={`flash ${message.type}`}>
          <p>{message.text}</p>
          <button type="button" onClick={() => dispatch(flashDismissed(message.id))}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('flash-messages.close')}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
