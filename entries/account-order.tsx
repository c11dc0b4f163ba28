import { mountIsland } from '../shared/mount/mountIsland';
import { OrderView } from '../islands/account-order/OrderView';

mountIsland('account-order', OrderView);
