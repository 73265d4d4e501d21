import { ReferralDownload } from '../../components/referral/ReferralDownload';
import { defineIsland } from '../island';

export default defineIsland('ReferralDownload', ReferralDownload);
