// One referral's own view: every field, its attachments, status, internal notes and a confirmed
// delete that returns to the list. Opening it marks it read (getReferral does), so the tab's
// unread count is asked for again once it has loaded.
import { Box, Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../paths';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { PageHeading } from '../components/PageHeading';
import { StatusMessage, useStatus } from '../components/StatusMessage';
import { hasErrorType } from '../data/errorMessage';
import {
  AddReferralNoteDocument,
  DeleteReferralDocument,
  GetReferralDocument,
  UpdateReferralStatusDocument,
  UnreadReferralCountDocument,
} from '../graphql/generated/operations';
import { AuditTrail } from '../audit/AuditTrail';
import { RetentionNotice } from '../audit/RetentionNotice';
import { auditText, referralsText } from '../texts';
import { ReferralAttachments } from './ReferralAttachments';
import { FactSection, ReferralFacts } from './ReferralFacts';
import { REFERRAL_LIMITS } from '../../../../schema/contract/inputLimits';
import { REFERRAL_STATUS_LABELS } from '../../../../schema/contract/referrals';
import { StaffNotes } from '../inbox/StaffNotes';
import { StatusForm } from '../inbox/StatusForm';
import { refreshUnreadCount } from '../inbox/unreadCount';

/** Where the list says what happened in a referral's own view (a deletion). */
export interface ReferralsOutcome {
  outcome?: string;
}

export function ReferralDetail({ reference }: { reference: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { status, show } = useStatus();
  const { data, loading, error } = useQuery(GetReferralDocument, {
    variables: { id: reference },
    fetchPolicy: 'network-only',
  });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const referral = data?.getReferral;
  const loaded = Boolean(referral);

  useEffect(() => {
    if (loaded) void refreshUnreadCount(client, UnreadReferralCountDocument);
  }, [loaded, client]);
  // A referral deleted meanwhile (or a mistyped reference) is NotFound: not a failure to log.
  const notFound = !error || hasErrorType(error, 'NotFound');
  useEffect(() => {
    if (!notFound) console.error('getReferral failed', error);
  }, [notFound, error]);

  const remove = async () => {
    setDeleting(true);
    try {
      const { data: deleted } = await client.mutate({
        mutation: DeleteReferralDocument,
        variables: { input: { id: reference } },
      });
      if (!deleted?.deleteReferral) {
        show('error', referralsText.deleteFailed);
        return;
      }
      await refreshUnreadCount(client, UnreadReferralCountDocument);
      navigate(paths.adminReferrals, {
        state: { outcome: referralsText.deleted } satisfies ReferralsOutcome,
      });
    } catch (caught) {
      console.error('deleteReferral failed', caught);
      show('error', referralsText.deleteError);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  const back = (
    <ChakraLink asChild color="brand.700" fontWeight="medium">
      <Link to={paths.adminReferrals}>
        <span aria-hidden="true">← </span>
        {referralsText.back}
      </Link>
    </ChakraLink>
  );

  if (!referral) {
    return (
      <>
        <Box mb="3">{back}</Box>
        <PageHeading>{referralsText.title(reference)}</PageHeading>
        {loading ? (
          <Text role="status">{referralsText.loading}</Text>
        ) : (
          <Text role="alert">{notFound ? referralsText.notFound : referralsText.loadFailed}</Text>
        )}
      </>
    );
  }

  return (
    <>
      <Box mb="3">{back}</Box>
      <PageHeading
        action={
          <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
            {referralsText.deleteReferral}
          </Button>
        }
      >
        {referralsText.title(referral.id)}
      </PageHeading>
      <StatusMessage status={status} />
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
      <FactSection heading={auditText.retentionHeading}>
        <RetentionNotice expiresAt={referral.expiresAt} />
      </FactSection>
      {/* updatedAt moves with each status change and note, so the history is read again. */}
      <AuditTrail kind="REFERRAL" id={referral.id} version={referral.updatedAt} />
      <ConfirmDialog
        open={confirming}
        question={referralsText.confirmDelete(referral.id)}
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
