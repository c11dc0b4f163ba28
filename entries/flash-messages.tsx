import { mountIsland } from '../shared/mount/mountIsland';
import { FlashMessages } from '../islands/flash-messages/FlashMessages';

mountIsland('flash-messages', FlashMessages);
