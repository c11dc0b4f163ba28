import { mountIsland } from '../shared/mount/mountIsland';
import { ComparePage } from '../islands/compare/ComparePage';
import { preloadCompare } from '../islands/compare/compareSlice';

mountIsland('compare', ComparePage, { preload: preloadCompare });
