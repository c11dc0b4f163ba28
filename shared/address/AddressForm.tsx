import { useFormik } from 'formik';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CourierArea, CourierCity, CourierZone, District, SavedAddress, Thana } from '../api/checkoutContract';
import { useT } from '../i18n/useT';
import { useAppDispatch } from '../store/hooks';
import { controlProps, firstMessages, FormField } from '../validation/FormField';
import { makeAddressSchema } from '../validation/addressSchema';
import { fetchCourierAreas, fetchCourierCities, fetchCourierZones, fetchDistricts, fetchThanas } from '../api/places';
import { saveNewAddress } from './saveAddress';

const EMPTY = {
  first_name: '', last_name: '', email: '', address: '', state: '', city: '', postcode: '', phone: '', city_id: '', zone_id: '', area_id: '', area: '',
  default_address: false,
};
type Values = typeof EMPTY;

interface Props {
  /** The courier integration is Active: its city, zone and area are offered. */
  courierActive: boolean;
  /**
   * The account's Add New Address page: email required, the courier place optional, the fixed
   * country shown and a default-address choice. Checkout wants the courier place when Active.
   */
  account?: boolean;
  /** After the save; the form stays busy until a returned promise settles. */
  onSaved: (address: SavedAddress | null) => void | Promise<void>;
}

/** A list for a select: kept on success; a failure is only logged (the select stays empty). */
function useList<T>(load: (() => Promise<T[]>) | null): T[] {
  const [items, setItems] = useState<T[]>([]);
  // Another list asked for: the old one goes at once.
  const [itemsOf, setItemsOf] = useState(() => load);
  if (itemsOf !== load) {
    setItemsOf(() => load);
    setItems([]);
  }
  useEffect(() => {
    if (!load) return;
    let current = true;
    load().then(
      (list) => current && setItems(list),
      (error: unknown) => console.error('[haat] could not load a list for the address form', error),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return items;
}

/**
 * Add New Address (checkout and account): names, email, street, district then thana, zip,
 * telephone; with the courier Active also its city, then zone, then area (each enables the next).
 */
export function AddressForm({ courierActive, account = false, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const t = useT();
  const schema = useMemo(() => makeAddressSchema({ courier: courierActive && !account, requireEmail: account }), [courierActive, account]);
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
  const cityList = useList<CourierCity>(courierActive ? fetchCourierCities : null);
  const cityId = Number(values.city_id);
  const zoneList = useList<CourierZone>(useMemo(() => (cityId ? () => fetchCourierZones(cityId) : null), [cityId]));
  const zoneId = Number(values.zone_id);
  const areaList = useList<CourierArea>(useMemo(() => (zoneId ? () => fetchCourierAreas(zoneId) : null), [zoneId]));

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
  else if (courierActive) ['city_id', 'zone_id', 'area_id'].forEach((name) => required.add(name as keyof Values));
  const props = (name: keyof Values) => ({ ...controlProps(form, name, 'address'), 'aria-required': required.has(name) || undefined });

  return (
    <form className="address-form" noValidate onSubmit={form.handleSubmit}>
      <div className="form-row">
        {field('first_name', t('shopper.firstName'), <input {...props('first_name')} autoComplete="given-name" />)}
        {field('last_name', t('shopper.lastName'), <input {...props('last_name')} autoComplete="family-name" />)}
      </div>
      {field('email', account ? t('shopper.email') : t('shopper.emailOptional'), <input {...props('email')} type="email" autoComplete="email" />)}
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
      {/* The courier has its own list of places: named as such, so the place is not asked twice unexplained.
          Each is shown by its label; the ids and the area's English name are what the address keeps. */}
      {courierActive && (
        <fieldset className="courier-area">
          <legend>{t('shopper.courierArea')}</legend>
          <p className="courier-area-note">{t('shopper.courierNote')}</p>
          <div className="form-row form-row-3">
            {field(
              'city_id',
              t('shopper.city'),
              <select {...props('city_id')} onChange={(e) => choose({ city_id: e.target.value, zone_id: '', area_id: '', area: '' })}>
                <option value="">{t('shopper.selectCity')}</option>
                {cityList.map((c) => (
                  <option key={c.city_id} value={c.city_id}>
                    {c.city_label}
                  </option>
                ))}
              </select>,
            )}
            {field(
              'zone_id',
              t('shopper.zone'),
              <select {...props('zone_id')} disabled={!cityId} onChange={(e) => choose({ zone_id: e.target.value, area_id: '', area: '' })}>
                <option value="">{t('shopper.selectZone')}</option>
                {zoneList.map((z) => (
                  <option key={z.zone_id} value={z.zone_id}>
                    {z.zone_label}
                  </option>
                ))}
              </select>,
            )}
            {field(
              'area_id',
              t('shopper.area'),
              <select
                {...props('area_id')}
                disabled={!zoneId}
                onChange={(e) => choose({ area_id: e.target.value, area: areaList.find((a) => String(a.area_id) === e.target.value)?.area_name ?? '' })}
              >
                <option value="">{t('shopper.selectArea')}</option>
                {areaList.map((a) => (
                  <option key={a.area_id} value={a.area_id}>
                    {a.area_label}
                  </option>
                ))}
              </select>,
            )}
          </div>
        </fieldset>
      )}
      <div className="form-row">
        {field('postcode', t('shopper.postcode'), <input {...props('postcode')} inputMode="numeric" autoComplete="postal-code" maxLength={4} />)}
        {field('phone', t('shopper.telephone'), <input {...props('phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="01XXXXXXXXX" />)}
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
