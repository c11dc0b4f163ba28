import type { AccountAddressNewProps } from '../../shared/api/accountContract';
import { useT } from '../../shared/i18n/useT';
import { navigate } from '../../shared/ui/navigate';
import { LazyForm, lazyForm } from '../../shared/mount/LazyForm';
import { Spinner } from '../../shared/ui/Spinner';

// formik and yup come with the form, after the page's first paint.
const AddressForm = lazyForm(() => import('../../shared/address/AddressForm').then((m) => m.AddressForm));

export const ADDRESSES_URL = '/customer/account/addresses';
/** Flashes live in this page's store: the list follows once the shopper has seen 'Address Saved Successfully'. */
export const ADDRESSES_REDIRECT_MS = 1300;

export type AddressNewPageProps = Partial<AccountAddressNewProps>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Add New Address: posts to /customer/account/addresses/create, then goes to the address list.
 * First and last name, street, district, thana, zip, email and phone are required; the country is BD.
 */
export function AddressNewPage({ courierActive = false }: AddressNewPageProps) {
  const t = useT();
  const saved = async () => {
    await wait(ADDRESSES_REDIRECT_MS);
    navigate(ADDRESSES_URL);
  };
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
