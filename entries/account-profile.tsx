import { mountIsland } from '../shared/mount/mountIsland';
import { ProfilePage } from '../islands/account-profile/ProfilePage';

mountIsland('account-profile', ProfilePage);
