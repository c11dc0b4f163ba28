import { addressLine } from '../../shared/address/addressLine';
import { useT } from '../../shared/i18n/useT';
import type { AccountAddressesProps } from '../../shared/api/accountContract';

export const NEW_ADDRESS_URL = '/customer/account/addresses/create';

export type AddressesPageProps = Partial<AccountAddressesProps>;

/** The saved addresses (the default first, marked), and the way to add one. */
export function AddressesPage({ addresses = [] }: AddressesPageProps) {
  const t = useT();
  return (
    <div className="account-addresses">
      <div className="account-toolbar">
        <a className="button" href={NEW_ADDRESS_URL}>
          {t('account-addresses.addNew')}
        </a>
      </div>
      {addresses.length === 0 ? (
        <p className="empty-state">{t('account-addresses.empty')}</p>
      ) : (
        <ul className="account-cards address-cards" aria-label={t('account-addresses.list')}>
          {addresses.map((address) => (
            <li key={address.id} className={`account-card${address.default_address === '1' ? ' is-default' : ''}`}>
              <p className="address-card-name">
                <strong>
                  {address.first_name} {address.last_name}
                </strong>
                {address.default_address === '1' && (
                  <span className="address-default">{t('account-addresses.default')}</span>
                )}
              </p>
              {address.company_name && <p>{address.company_name}</p>}
              <p>{addressLine(address)}</p>
              <p>{address.phone}</p>
              {address.email && <p>{address.email}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
