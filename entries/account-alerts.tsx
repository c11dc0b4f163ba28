import { mountIsland } from '../shared/mount/mountIsland';
import { AccountAlertsPage } from '../islands/account-alerts/AccountAlertsPage';

mountIsland('account-alerts', AccountAlertsPage);
