import type { AccountAddressNewProps } from '../../shared/api/accountContract';
import { useT } from '../../shared/i18n/useT';
import { leaveWithFlashes } from '../../shared/store/leaveWithFlashes';
import { useAppDispatch } from '../../shared/store/hooks';
import { LazyForm, lazyForm } from '../../shared/mount/LazyForm';
import { Spinner } from '../../shared/ui/Spinner';

// formik and yup come with the form, after the page's first paint.
const AddressForm = lazyForm(() => import('../../shared/address/AddressForm').then((m) => m.AddressForm));

export const ADDRESSES_URL = '/customer/account/addresses';

export type AddressNewPageProps = Partial<AccountAddressNewProps>;

/**
 * Add New Address: posts to /customer/account/addresses/create, then goes to the address list,
 * where 'Address Saved Successfully' is shown. First and last name, street, district, thana,
 * zip, email and phone are required; the country is BD.
 */
export function AddressNewPage({ courierActive = false }: AddressNewPageProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const saved = () => dispatch(leaveWithFlashes(ADDRESSES_URL));
  return (
    <div className="account-address-new">
      <p className="account-hint">
        {t('account-address-new.required')} <a href={ADDRESSES_URL}>{t('account-address-new.back')}</a>
      </p>
      <LazyForm fallback={<Spinner label={t('account-address-new.loadingForm')} minHeight={720} />}>
        <AddressForm courierActive={courierActive} account onSaved={saved} />
      </LazyForm>
    </div>
  );
}
