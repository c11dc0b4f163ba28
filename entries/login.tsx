import { mountIsland } from '../shared/mount/mountIsland';
import { LoginPage } from '../islands/login/LoginPage';

mountIsland('login', LoginPage);
