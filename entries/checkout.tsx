import { mountIsland } from '../shared/mount/mountIsland';
import { CheckoutPage } from '../islands/checkout/CheckoutPage';

mountIsland('checkout', CheckoutPage);
