import { mountIsland } from '../shared/mount/mountIsland';
import { SearchPage } from '../islands/search/SearchPage';

mountIsland('search', SearchPage);
