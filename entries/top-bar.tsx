import { mountIsland } from '../shared/mount/mountIsland';
import { TopBar } from '../islands/top-bar/TopBar';

mountIsland('top-bar', TopBar);
