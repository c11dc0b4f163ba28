import { mountIsland } from '../shared/mount/mountIsland';
import { OrdersPage } from '../islands/account-orders/OrdersPage';

mountIsland('account-orders', OrdersPage);
