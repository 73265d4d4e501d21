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
import { DeleteReferralDocument, GetReferralDocument } from '../graphql/generated/operations';
import { AuditTrail } from '../audit/AuditTrail';
import { RetentionNotice } from '../audit/RetentionNotice';
import { auditText, referralsText } from '../texts';
import { ReferralAttachments } from './ReferralAttachments';
import { FactSection, ReferralFacts } from './ReferralFacts';
import { ReferralNotes } from './ReferralNotes';
import { ReferralStatusForm } from './ReferralStatusForm';
import { refreshUnreadReferralCount } from './unreadCount';

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
    if (loaded) void refreshUnreadReferralCount(client);
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
      await refreshUnreadReferralCount(client);
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
        <ReferralStatusForm referral={referral} show={show} />
      </FactSection>
      <ReferralFacts referral={referral} />
      <FactSection heading={referralsText.sections.attachments}>
        <ReferralAttachments referral={referral} show={show} />
      </FactSection>
      <FactSection heading={referralsText.sections.notes}>
        <ReferralNotes referral={referral} show={show} />
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
