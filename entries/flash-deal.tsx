import { mountIsland } from '../shared/mount/mountIsland';
import { FlashDealWidget } from '../islands/flash-deal/FlashDealWidget';

mountIsland('flash-deal', FlashDealWidget);
