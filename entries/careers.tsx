import { mountIsland } from '../shared/mount/mountIsland';
import { CareersPage } from '../islands/careers/CareersPage';

mountIsland('careers', CareersPage);
