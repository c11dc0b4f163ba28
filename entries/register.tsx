import { mountIsland } from '../shared/mount/mountIsland';
import { RegisterPage } from '../islands/register/RegisterPage';

mountIsland('register', RegisterPage);
