import { ReferralForm } from '../../components/referral/ReferralForm';
import { defineIsland } from '../island';

export default defineIsland('ReferralForm', ReferralForm);
