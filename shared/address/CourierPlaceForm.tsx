import { useFormik } from 'formik';
import type { SavedAddress } from '../api/checkoutContract';
import { useT } from '../i18n/useT';
import { useAppDispatch } from '../store/hooks';
import { firstMessages } from '../validation/FormField';
import { courierPlaceSchema } from './courierPlaceSchema';
import { CourierPlaceFields, type CourierPlaceValues } from './CourierPlaceFields';
import { saveCourierPlace } from './saveCourierPlace';

interface Props {
  /** The saved address without the courier's place. */
  address: SavedAddress;
  /** After the save, with the address as the server now keeps it. */
  onSaved: (address: SavedAddress) => void | Promise<void>;
}

const EMPTY: CourierPlaceValues = { city_id: '', zone_id: '', area_id: '', area: '' };

/**
 * Asks for the courier's city, zone and area of a saved address that has none, in place at
 * checkout, with the same selects as Add New Address; saving keeps them on the address.
 */
export function CourierPlaceForm({ address, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const t = useT();
  const form = useFormik<CourierPlaceValues>({
    initialValues: EMPTY,
    validationSchema: courierPlaceSchema,
    onSubmit: async (values, { setErrors }) => {
      const outcome = await dispatch(
        saveCourierPlace(address.id, courierPlaceSchema.cast(values, { stripUnknown: true })),
      );
      if (!outcome.ok) setErrors(firstMessages(outcome.errors));
      else if (outcome.address) await onSaved(outcome.address);
    },
  });
  return (
    <form className="address-form courier-place-form" noValidate onSubmit={form.handleSubmit}>
      <CourierPlaceFields form={form} idPrefix={`courier-place-${address.id}`} required />
      <button type="submit" className="button" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('shopper.saving') : t('shopper.deliverHere')}
      </button>
    </form>
  );
}
