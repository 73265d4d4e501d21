// Every field of a referral as the referrer gave it, grouped under headings, each value labelled:
// the online referral form's table (schema/contract/referralFields.ts) says which and how.
import { REFERRAL_FORM } from '../../../../../schema/contract/referralFields';
import { TableFacts } from '../../components/TableFacts';
import type { ReferralFieldsFragment } from '../../graphql/generated/operations';

export function ReferralFacts({ referral }: { referral: ReferralFieldsFragment }) {
  return <TableFacts form={REFERRAL_FORM} item={referral} />;
}
