import { mountIsland } from '../shared/mount/mountIsland';
import { ComparePage } from '../islands/compare/ComparePage';

mountIsland('compare', ComparePage);
