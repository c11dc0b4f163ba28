import { mountIsland } from '../shared/mount/mountIsland';
import { AccountReviewsPage } from '../islands/account-reviews/AccountReviewsPage';

mountIsland('account-reviews', AccountReviewsPage);
