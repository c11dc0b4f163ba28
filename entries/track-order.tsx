import { mountIsland } from '../shared/mount/mountIsland';
import { TrackOrderPage } from '../islands/track-order/TrackOrderPage';

mountIsland('track-order', TrackOrderPage);
