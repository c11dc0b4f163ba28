import { useFormik } from 'formik';
import { useMemo, type ReactNode } from 'react';
import type { District, SavedAddress, Thana } from '../api/checkoutContract';
import { useT } from '../i18n/useT';
import { useAppDispatch } from '../store/hooks';
import { controlProps, firstMessages, FormField } from '../validation/FormField';
import { makeAddressSchema } from '../validation/addressSchema';
import { fetchDistricts, fetchThanas } from '../api/places';
import { CourierPlaceFields } from './CourierPlaceFields';
import { saveNewAddress } from './saveAddress';
import { useList } from './useList';

const EMPTY = {
  company_name: '',
  vat_id: '',
  first_name: '',
  last_name: '',
  email: '',
  address: '',
  state: '',
  city: '',
  postcode: '',
  phone: '',
  city_id: '',
  zone_id: '',
  area_id: '',
  area: '',
  default_address: false,
};
type Values = typeof EMPTY;

interface Props {
  /** The courier integration is Active: its city, zone and area are offered. */
  courierActive: boolean;
  /**
   * The account's Add New Address page: email required, the fixed country shown and a
   * default-address choice. Both want the courier place when Active: an address without it could
   * not be chosen at checkout.
   */
  account?: boolean;
  /** After the save; the form stays busy until a returned promise settles. */
  onSaved: (address: SavedAddress | null) => void | Promise<void>;
}

/**
 * Add New Address (checkout and account): names, email, company and VAT number (optional),
 * street, district then thana, zip, telephone; with the courier Active also its city, then zone,
 * then area (each enables the next).
 */
export function AddressForm({ courierActive, account = false, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const t = useT();
  const schema = useMemo(
    () => makeAddressSchema({ courier: courierActive, requireEmail: account }),
    [courierActive, account],
  );
  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values, { setErrors }) => {
      const outcome = await dispatch(saveNewAddress(schema.cast(values, { stripUnknown: true })));
      if (!outcome.ok) setErrors(firstMessages(outcome.errors));
      else await onSaved(outcome.address);
    },
  });
  const { values } = form;

  const districtList = useList<District>(fetchDistricts);
  const districtId = districtList.find((d) => d.district_name === values.state)?.id;
  const thanaList = useList<Thana>(useMemo(() => (districtId ? () => fetchThanas(districtId) : null), [districtId]));

  /** Choosing a place clears the places below it. */
  const choose = (changes: Partial<Values>) => void form.setValues({ ...values, ...changes });

  const field = (name: keyof Values, label: string, control: ReactNode) => (
    <FormField form={form} name={name} idPrefix="address" label={label}>
      {control}
    </FormField>
  );
  // Required fields say so to assistive technology; the account page also marks them on screen.
  const required = new Set<keyof Values>(['first_name', 'last_name', 'address', 'state', 'city', 'postcode', 'phone']);
  if (account) required.add('email');
  const props = (name: keyof Values) => ({
    ...controlProps(form, name, 'address'),
    'aria-required': required.has(name) || undefined,
  });

  return (
    <form className="address-form" noValidate onSubmit={form.handleSubmit}>
      <div className="form-row">
        {field('first_name', t('shopper.firstName'), <input {...props('first_name')} autoComplete="given-name" />)}
        {field('last_name', t('shopper.lastName'), <input {...props('last_name')} autoComplete="family-name" />)}
      </div>
      {field(
        'email',
        account ? t('shopper.email') : t('shopper.emailOptional'),
        <input {...props('email')} type="email" autoComplete="email" />,
      )}
      <div className="form-row">
        {field(
          'company_name',
          t('shopper.companyOptional'),
          <input {...props('company_name')} autoComplete="organization" />,
        )}
        {field('vat_id', t('shopper.vatIdOptional'), <input {...props('vat_id')} />)}
      </div>
      {field('address', t('shopper.streetAddress'), <input {...props('address')} autoComplete="street-address" />)}
      <div className="form-row">
        {field(
          'state',
          t('shopper.district'),
          <select {...props('state')} onChange={(e) => choose({ state: e.target.value, city: '' })}>
            <option value="">{t('shopper.selectDistrict')}</option>
            {districtList.map((d) => (
              <option key={d.id} value={d.district_name}>
                {d.district_label}
              </option>
            ))}
          </select>,
        )}
        {field(
          'city',
          t('shopper.thana'),
          <select {...props('city')} disabled={!districtId}>
            <option value="">{t('shopper.selectThana')}</option>
            {thanaList.map((thana) => (
              <option key={thana.id} value={thana.thana_name}>
                {thana.thana_label}
              </option>
            ))}
          </select>,
        )}
      </div>
      {courierActive && <CourierPlaceFields form={form} idPrefix="address" required />}
      <div className="form-row">
        {field(
          'postcode',
          t('shopper.postcode'),
          <input {...props('postcode')} inputMode="numeric" autoComplete="postal-code" maxLength={4} />,
        )}
        {field(
          'phone',
          t('shopper.telephone'),
          <input {...props('phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="01XXXXXXXXX" />,
        )}
      </div>
      {account && (
        <>
          <div className="form-field">
            <label htmlFor="address-country">{t('shopper.country')}</label>
            <input id="address-country" value={t('shopper.bangladesh')} readOnly aria-readonly="true" />
          </div>
          <label className="check-field">
            <input type="checkbox" {...form.getFieldProps({ name: 'default_address', type: 'checkbox' })} />
            {t('shopper.useAsDefault')}
          </label>
        </>
      )}
      <button type="submit" className="button" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('shopper.saving') : t('shopper.saveAddress')}
      </button>
    </form>
  );
}
