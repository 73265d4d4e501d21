// /admin/referrals: every referral, newest first, 25 at a time, as cards (they read on a phone),
// unread ones bold and marked 'Unread'; each opens its own view or is deleted after confirmation.
import { REFERRAL_STATUS_LABELS } from '../../../../../schema/contract/referrals';
import { DateTime } from '../../components/DateTime';
import { ItemCards, type Column } from '../../components/ItemCards';
import { listCall, removeCall } from '../../data/entityCalls';
import {
  DeleteReferralDocument,
  ListReferralsDocument,
  type ReferralSummaryFieldsFragment,
  UnreadReferralCountDocument,
} from '../../graphql/generated/operations';
import { EntityListPage, type AdminList } from '../../list/EntityListPage';
import { RowActions } from '../../list/RowActions';
import { referralsText } from '../../texts';
import { serviceNames } from '../../components/factValues';
import { DeletionDate } from './DeletionDate';
import { intakeText } from './intakeTexts';
import { referralPath } from './referralFormat';
import { removeAndRecount } from '../../inbox/unreadCount';

type Summary = ReferralSummaryFieldsFragment;

const { fields } = referralsText;
const columns: Column<Summary>[] = [
  { header: fields.received, cell: (referral) => <DateTime value={referral.createdAt} /> },
  { header: fields.referrer, cell: (referral) => referral.referrerName },
  { header: fields.participant, cell: (referral) => referral.participantName },
  { header: fields.services, cell: (referral) => serviceNames(referral.services) },
  { header: fields.status, cell: (referral) => REFERRAL_STATUS_LABELS[referral.status] },
  {
    header: intakeText.deletion,
    cell: (referral) => <DeletionDate expiresAt={referral.expiresAt} />,
  },
];

const referrals: AdminList<Summary> = {
  texts: referralsText,
  calls: {
    list: listCall('listReferrals', ListReferralsDocument),
    remove: removeAndRecount(
      removeCall('deleteReferral', DeleteReferralDocument),
      UnreadReferralCountDocument,
    ),
  },
  paging: { pageSize: 25, allPages: false },
  nameOf: (referral) => referral.id,
};

/** `outcome`: what happened in a referral's own view before it came back here. */
export function ReferralList({ outcome }: { outcome?: string }) {
  return (
    <EntityListPage list={referrals} outcome={outcome}>
      {(view) => (
        <ItemCards
          label={referralsText.listLabel}
          title={(referral) => referral.id}
          columns={columns}
          items={view.items}
          focusId={view.arrived}
          marker={(referral) => (referral.read ? undefined : referralsText.unread)}
          actions={(referral) => (
            <RowActions
              name={referral.id}
              openTo={referralPath(referral.id)}
              onDelete={() => view.askDelete(referral)}
            />
          )}
        />
      )}
    </EntityListPage>
  );
}
