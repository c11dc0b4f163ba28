import { mountIsland } from '../shared/mount/mountIsland';
import { AddressesPage } from '../islands/account-addresses/AddressesPage';

mountIsland('account-addresses', AddressesPage);
