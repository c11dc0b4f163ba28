import { useState } from 'react';
import type { TrackedOrder, TrackOrderProps } from '../../shared/api/ordersContract';
import { useT } from '../../shared/i18n/useT';
import { LazyForm, lazyForm } from '../../shared/mount/LazyForm';
import { Spinner } from '../../shared/ui/Spinner';
import { TrackedOrderView } from './TrackedOrderView';

// formik and yup come with the form, after the page's first paint.
const TrackOrderForm = lazyForm(() => import('./TrackOrderForm').then((m) => m.TrackOrderForm));

/** The form's height before any message: the spinner holds its place. */
const TRACK_FORM_HEIGHT = 209;

/** /track-order: anyone with an order's number and phone number sees how far it has come. */
export function TrackOrderPage({ incrementId }: TrackOrderProps) {
  const t = useT();
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  return (
    <div className="track-order">
      <section className="auth-card track-order-card">
        <h1>{t('track-order.title')}</h1>
        <p className="auth-lead">{t('track-order.lead')}</p>
        <LazyForm fallback={<Spinner label={t('track-order.loadingForm')} minHeight={TRACK_FORM_HEIGHT} />}>
          <TrackOrderForm incrementId={incrementId} onFound={setOrder} />
        </LazyForm>
      </section>
      {order && <TrackedOrderView order={order} />}
    </div>
  );
}
