import { mountIsland } from '../shared/mount/mountIsland';
import { OrderPlaced } from '../islands/order-placed/OrderPlaced';

mountIsland('order-placed', OrderPlaced);
