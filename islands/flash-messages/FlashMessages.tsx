import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { flashDismissed, selectFlashMessages } from '../../shared/store/flashSlice';

/** The flash area: above the content, only while at least one message exists. */
export function FlashMessages() {
  const messages = useAppSelector(selectFlashMessages);
  const dispatch = useAppDispatch();
  if (messages.length === 0) return null;
  return (
    <div className="flash-list">
      {messages.map((message) => (
        <div key={message.id} className={`flash ${message.type}`} role={message.type === 'error' ? 'alert' : 'status'}>
          <p>{message.text}</p>
          <button type="button" aria-label="Close" onClick={() => dispatch(flashDismissed(message.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
