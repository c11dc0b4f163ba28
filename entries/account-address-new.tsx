import { mountIsland } from '../shared/mount/mountIsland';
import { AddressNewPage } from '../islands/account-address-new/AddressNewPage';

mountIsland('account-address-new', AddressNewPage);
