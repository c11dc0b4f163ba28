import { mountIsland } from '../shared/mount/mountIsland';
import { Navbar } from '../islands/navbar/Navbar';

mountIsland('navbar', Navbar);
