import { useState } from 'react';
import type { SavedAddress } from '../../shared/api/checkoutContract';
import { addressLine } from '../../shared/address/addressLine';
import { useT } from '../../shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { LazyForm, lazyForm } from '../../shared/mount/LazyForm';
import { Spinner } from '../../shared/ui/Spinner';
import { chooseAddress, reloadAddresses } from './checkoutThunks';
import { addressAdded, addressUpdated, selectCheckout } from './checkoutSlice';

// formik and yup come with the form, after the page's first paint; a customer with no saved address sees it in the
// server's page (LazyForm).
const AddressForm = lazyForm(() => import('../../shared/address/AddressForm').then((m) => m.AddressForm));
const CourierPlaceForm = lazyForm(() =>
  import('../../shared/address/CourierPlaceForm').then((m) => m.CourierPlaceForm),
);

/**
 * The saved-address radio list, or the Add New Address form in its place (toggle 'Add New Address' /
 * 'Back'). With the courier Active, choosing an address without the courier's city and zone asks
 * for them under it; once saved, the address is chosen.
 */
export function AddressList({ courierActive }: { courierActive: boolean }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const { addresses, addressId } = useAppSelector(selectCheckout);
  const [adding, setAdding] = useState(false);
  // The saved address whose courier place is being asked for.
  const [completing, setCompleting] = useState<number | null>(null);
  // Nothing saved yet: the form is the only way on.
  const showForm = adding || addresses.length === 0;

  const saved = async (address: SavedAddress | null) => {
    setAdding(false);
    // The answer did not carry the address: the list read again shows it.
    if (!address) return dispatch(reloadAddresses());
    dispatch(addressAdded(address));
    void dispatch(chooseAddress(address, { quiet: true }));
  };

  // 'Address Saved Successfully' already said so: the address is chosen quietly.
  const completed = (address: SavedAddress) => {
    setCompleting(null);
    dispatch(addressUpdated(address));
    return dispatch(chooseAddress(address, { quiet: true }));
  };

  return (
    <section className="checkout-step" aria-labelledby="checkout-address-title">
      <div className="checkout-step-head">
        <h2 id="checkout-address-title">{t('checkout.addressTitle')}</h2>
        {addresses.length > 0 && (
          <button type="button" className="button secondary" onClick={() => setAdding(!adding)}>
            {adding ? t('checkout.back') : t('checkout.addNewAddress')}
          </button>
        )}
      </div>
      {showForm ? (
        <LazyForm fallback={<Spinner label={t('checkout.loadingAddressForm')} minHeight={480} />}>
          <AddressForm courierActive={courierActive} onSaved={saved} />
        </LazyForm>
      ) : (
        <fieldset className="address-choices">
          <legend className="visually-hidden">{t('checkout.savedAddresses')}</legend>
          {addresses.map((address) => {
            // The courier cannot take a parcel to an address without its city and zone: asked for when chosen.
            const incomplete = courierActive && !(address.city_id && address.zone_id);
            const asking = incomplete && completing === address.id;
            // While one is being completed, it is the chosen radio.
            const chosen = completing === null ? address.id === addressId : asking;
            return (
              <div key={address.id} className="address-choice-item">
                <label className={`address-choice${chosen ? ' chosen' : ''}${incomplete ? ' unreachable' : ''}`}>
                  <input
                    type="radio"
                    name="checkout-address"
                    checked={chosen}
                    onChange={() => {
                      setCompleting(incomplete ? address.id : null);
                      if (!incomplete) void dispatch(chooseAddress(address));
                    }}
                  />
                  <span>
                    <strong>
                      {address.first_name} {address.last_name}
                    </strong>
                    <span className="address-text">{addressLine(address)}</span>
                    <span className="address-text">{address.phone}</span>
                    {incomplete && <span className="checkout-hint">{t('checkout.unreachable')}</span>}
                  </span>
                </label>
                {asking && (
                  <LazyForm fallback={<Spinner label={t('checkout.loadingAddressForm')} minHeight={160} />}>
                    <CourierPlaceForm address={address} onSaved={completed} />
                  </LazyForm>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
