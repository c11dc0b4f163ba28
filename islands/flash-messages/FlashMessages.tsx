import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { flashDismissed, selectFlashMessages } from '../../shared/store/flashSlice';
import { useT } from '../../shared/i18n/useT';

/**
 * The flash area: above the content, empty (no height) until a message exists. The list is the
 * page's one polite live region and is always there, so a screen reader announces each message
 * added to it (a region that appears together with its text is often not read).
 */
export function FlashMessages() {
  const messages = useAppSelector(selectFlashMessages);
  const dispatch = useAppDispatch();
  const t = useT();
  return (
    <div className="flash-list" role="status" aria-live="polite">
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
