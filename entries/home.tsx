import { mountIsland } from '../shared/mount/mountIsland';
import { HomePage } from '../islands/home/HomePage';

mountIsland('home', HomePage);
