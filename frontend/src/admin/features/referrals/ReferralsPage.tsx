// /admin/referrals: the referral inbox, the referrals due for deletion and the CSV export, or one
// referral's own view when the address names its reference (/admin/referrals?reference=R-7K3Q9P),
// which the site serves without a route of its own.
import { useLocation, useSearchParams } from 'react-router-dom';
import type { InboxOutcome } from '../../inbox/InboxItemPage';
import { ReferralDetail } from './ReferralDetail';
import { ReferralDeletionList } from './ReferralDeletionList';
import { ReferralExport } from './ReferralExport';
import { ReferralList } from './ReferralList';
import { REFERENCE_PARAM } from '../../inbox/referenceParam';

export function ReferralsPage() {
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: InboxOutcome | null };
  const reference = search.get(REFERENCE_PARAM);
  if (reference) return <ReferralDetail key={reference} reference={reference} />;
  return (
    <>
      <ReferralList outcome={state?.outcome} />
      <ReferralDeletionList />
      <ReferralExport />
    </>
  );
}
