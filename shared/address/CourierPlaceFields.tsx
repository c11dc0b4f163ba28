import type { FormikProps } from 'formik';
import { useMemo, type ReactNode } from 'react';
import type { CourierArea, CourierCity, CourierZone } from '../api/checkoutContract';
import { fetchCourierAreas, fetchCourierCities, fetchCourierZones } from '../api/places';
import { useT } from '../i18n/useT';
import { controlProps, FormField } from '../validation/FormField';
import { useList } from './useList';

/** The courier's place as a form holds it: the select values (ids as text) and the area's English name. */
export interface CourierPlaceValues {
  city_id: string;
  zone_id: string;
  area_id: string;
  area: string;
}

type Name = keyof CourierPlaceValues;

interface Props<V extends CourierPlaceValues> {
  form: FormikProps<V>;
  /** Prefix of the selects' ids: two forms on one page keep theirs apart. */
  idPrefix: string;
  /** The selects say they are required (checkout, the account with the courier Active, completing a saved address). */
  required: boolean;
}

/**
 * The courier's city, then zone, then area (each enables the next; choosing one clears the ones
 * below), under their own title so the place is not asked twice unexplained. Each is shown by
 * its label; the ids and the area's English name are what the address keeps. Used by Add New
 * Address and by completing a saved address at checkout.
 */
export function CourierPlaceFields<V extends CourierPlaceValues>({ form, idPrefix, required }: Props<V>) {
  const t = useT();
  const { values } = form;
  const cityList = useList<CourierCity>(fetchCourierCities);
  const cityId = Number(values.city_id);
  const zoneList = useList<CourierZone>(useMemo(() => (cityId ? () => fetchCourierZones(cityId) : null), [cityId]));
  const zoneId = Number(values.zone_id);
  const areaList = useList<CourierArea>(useMemo(() => (zoneId ? () => fetchCourierAreas(zoneId) : null), [zoneId]));

  const choose = (changes: Partial<CourierPlaceValues>) => void form.setValues({ ...values, ...changes });
  const props = (name: Name) => ({ ...controlProps(form, name, idPrefix), 'aria-required': required || undefined });
  const field = (name: Name, label: string, control: ReactNode) => (
    <FormField form={form} name={name} idPrefix={idPrefix} label={label}>
      {control}
    </FormField>
  );

  return (
    <fieldset className="courier-area">
      <legend>{t('shopper.courierArea')}</legend>
      <p className="courier-area-note">{t('shopper.courierNote')}</p>
      <div className="form-row form-row-3">
        {field(
          'city_id',
          t('shopper.city'),
          <select
            {...props('city_id')}
            onChange={(e) => choose({ city_id: e.target.value, zone_id: '', area_id: '', area: '' })}
          >
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
          <select
            {...props('zone_id')}
            disabled={!cityId}
            onChange={(e) => choose({ zone_id: e.target.value, area_id: '', area: '' })}
          >
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
            onChange={(e) =>
              choose({
                area_id: e.target.value,
                area: areaList.find((a) => String(a.area_id) === e.target.value)?.area_name ?? '',
              })
            }
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
  );
}
