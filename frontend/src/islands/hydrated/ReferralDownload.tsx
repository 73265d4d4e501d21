import { ReferralDownload } from '../../features/referral/ReferralDownload';
import { defineIsland } from '../island';

export default defineIsland('ReferralDownload', ReferralDownload);
