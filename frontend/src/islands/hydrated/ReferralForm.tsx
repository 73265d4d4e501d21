import { ReferralForm } from '../../features/referral/ReferralForm';
import { defineIsland } from '../island';

export default defineIsland('ReferralForm', ReferralForm);
