// One referral's own view: every field, its attachments, status, the e-mail to the referrer and
// internal notes, in the inbox item frame (back link, confirmed delete, retention, history).
import { useApolloClient } from '@apollo/client/react';
import { paths } from '../../../paths';
import {
  AddReferralNoteDocument,
  DeleteReferralDocument,
  GetReferralDocument,
  UpdateReferralStatusDocument,
  UnreadReferralCountDocument,
} from '../../graphql/generated/operations';
import { auditText, referralsText } from '../../texts';
import { ReferralAttachments } from './ReferralAttachments';
import { referralStatusLabel } from './referralFormat';
import { FactSection } from '../../components/Facts';
import { ReferralFacts } from './ReferralFacts';
import { intakeText } from './intakeTexts';
import { ReferrerEmail } from './ReferrerEmail';
import { REFERRAL_LIMITS } from '../../../../../schema/contract/inputLimits';
import { REFERRAL_STATUS_LABELS } from '../../../../../schema/contract/referrals';
import { InboxItemPage } from '../../inbox/InboxItemPage';
import { StaffNotes } from '../../inbox/StaffNotes';
import { StatusForm } from '../../inbox/StatusForm';

export function ReferralDetail({ reference }: { reference: string }) {
  const client = useApolloClient();
  return (
    <InboxItemPage
      id={reference}
      kind="REFERRAL"
      get={{ document: GetReferralDocument, field: 'getReferral' }}
      remove={{ document: DeleteReferralDocument, field: 'deleteReferral' }}
      unreadCount={UnreadReferralCountDocument}
      listPath={paths.adminReferrals}
      texts={referralsText}
      title={(referral) => referralsText.title(referral?.id ?? reference)}
      deleteLabel={referralsText.deleteReferral}
      confirmDelete={(referral) => referralsText.confirmDelete(referral.id)}
      keptText={auditText.keptWhileOpen}
      statusLabel={referralStatusLabel}
    >
      {(referral, show) => (
        <>
          <FactSection heading={referralsText.sections.status}>
            <StatusForm
              label={referralsText.fields.status}
              labels={REFERRAL_STATUS_LABELS}
              current={referral.status}
              operation="updateReferralStatus"
              show={show}
              save={async (status) => {
                const { data: saved } = await client.mutate({
                  mutation: UpdateReferralStatusDocument,
                  variables: { input: { id: referral.id, status } },
                });
                return saved?.updateReferralStatus?.status;
              }}
            />
          </FactSection>
          <FactSection heading={intakeText.emailReferrer}>
            <ReferrerEmail referral={referral} show={show} />
          </FactSection>
          <ReferralFacts referral={referral} />
          <FactSection heading={referralsText.sections.attachments}>
            <ReferralAttachments referral={referral} show={show} />
          </FactSection>
          <FactSection heading={referralsText.sections.notes}>
            <StaffNotes
              notes={referral.notes}
              texts={referralsText}
              maxLength={REFERRAL_LIMITS.noteText}
              operation="addReferralNote"
              show={show}
              add={async (text) => {
                const { data: added } = await client.mutate({
                  mutation: AddReferralNoteDocument,
                  variables: { input: { id: referral.id, text } },
                });
                return Boolean(added?.addReferralNote);
              }}
            />
          </FactSection>
        </>
      )}
    </InboxItemPage>
  );
}
