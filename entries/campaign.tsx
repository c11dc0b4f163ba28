import { mountIsland } from '../shared/mount/mountIsland';
import { CampaignPage } from '../islands/campaign/CampaignPage';

mountIsland('campaign', CampaignPage);
