// One feedback item's own view: its status (with every change and its date), what the person said,
// how to reach them (or that they stayed anonymous), outcome notes, when it will be deleted
// automatically, its audit trail, and a confirmed delete that returns to the register. Opening it
// marks it read and records the view (getFeedback does), so the tab's count is asked for again.
import { Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_REGISTER_LIMITS,
  FEEDBACK_STATUS_LABELS,
  type FeedbackStatusValue,
} from '../../../../schema/contract/feedback';
import { paths } from '../../paths';
import { AuditTrail } from '../audit/AuditTrail';
import { RetentionNotice } from '../audit/RetentionNotice';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DateTime } from '../components/DateTime';
import { PageHeading } from '../components/PageHeading';
import { StatusMessage, useStatus } from '../components/StatusMessage';
import { hasErrorType } from '../data/errorMessage';
import {
  AddFeedbackNoteDocument,
  DeleteFeedbackDocument,
  GetFeedbackDocument,
  UpdateFeedbackStatusDocument,
  type FeedbackFieldsFragment,
} from '../graphql/generated/operations';
import { StaffNotes } from '../inbox/StaffNotes';
import { StatusForm } from '../inbox/StatusForm';
import { FactSection, Facts } from '../referrals/ReferralFacts';
import { auditText, feedbackText } from '../texts';
import { refreshUnreadFeedbackCount } from './unreadFeedback';

/** Where the register says what happened in an item's own view (a deletion). */
export interface FeedbackOutcome {
  outcome?: string;
}

const { fields, sections } = feedbackText;

const given = (value: string | null | undefined) => value || feedbackText.notGiven;

function StatusHistory({ feedback }: { feedback: FeedbackFieldsFragment }) {
  return (
    <Stack
      as="ol"
      listStyleType="none"
      m="0"
      mt="4"
      p="0"
      gap="2"
      aria-label={sections.statusHistory}
    >
      {feedback.statusHistory.map((change) => (
        <Box as="li" key={`${change.at} ${change.status}`} borderStartWidth="3px" ps="3">
          <Text overflowWrap="anywhere">
            {feedbackText.statusChange(FEEDBACK_STATUS_LABELS[change.status], change.by)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <DateTime value={change.at} />
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function Contact({ feedback }: { feedback: FeedbackFieldsFragment }) {
  if (feedback.anonymous) return <Text>{feedbackText.stayedAnonymous}</Text>;
  return (
    <Facts
      facts={[
        [fields.name, given(feedback.name)],
        [
          fields.email,
          feedback.email ? (
            <a key="email" href={`mailto:${feedback.email}`}>
              {feedback.email}
            </a>
          ) : (
            given(null)
          ),
        ],
        [
          fields.phone,
          feedback.phone ? (
            <a key="phone" href={`tel:${feedback.phone.replace(/\s/g, '')}`}>
              {feedback.phone}
            </a>
          ) : (
            given(null)
          ),
        ],
      ]}
    />
  );
}

export function FeedbackDetail({ reference }: { reference: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { status, show } = useStatus();
  const { data, loading, error } = useQuery(GetFeedbackDocument, {
    variables: { id: reference },
    fetchPolicy: 'network-only',
  });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const feedback = data?.getFeedback;
  const loaded = Boolean(feedback);

  useEffect(() => {
    if (loaded) void refreshUnreadFeedbackCount(client);
  }, [loaded, client]);
  // An item deleted meanwhile (or a mistyped reference) is NotFound: not a failure to log.
  const notFound = !error || hasErrorType(error, 'NotFound');
  useEffect(() => {
    if (!notFound) console.error('getFeedback failed', error);
  }, [notFound, error]);

  const saveStatus = async (next: FeedbackStatusValue) => {
    const { data: saved } = await client.mutate({
      mutation: UpdateFeedbackStatusDocument,
      variables: { input: { id: reference, status: next } },
    });
    return saved?.updateFeedbackStatus?.status;
  };

  const addNote = async (text: string) => {
    const { data: added } = await client.mutate({
      mutation: AddFeedbackNoteDocument,
      variables: { input: { id: reference, text } },
    });
    return Boolean(added?.addFeedbackNote);
  };

  const remove = async () => {
    setDeleting(true);
    try {
      const { data: deleted } = await client.mutate({
        mutation: DeleteFeedbackDocument,
        variables: { input: { id: reference } },
      });
      if (!deleted?.deleteFeedback) {
        show('error', feedbackText.deleteFailed);
        return;
      }
      await refreshUnreadFeedbackCount(client);
      navigate(paths.adminFeedback, {
        state: { outcome: feedbackText.deleted } satisfies FeedbackOutcome,
      });
    } catch (caught) {
      console.error('deleteFeedback failed', caught);
      show('error', feedbackText.deleteError);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  const back = (
    <ChakraLink asChild color="brand.700" fontWeight="medium">
      <Link to={paths.adminFeedback}>
        <span aria-hidden="true">← </span>
        {feedbackText.back}
      </Link>
    </ChakraLink>
  );

  if (!feedback) {
    return (
      <>
        <Box mb="3">{back}</Box>
        <PageHeading>{feedbackText.title(reference)}</PageHeading>
        {loading ? (
          <Text role="status">{feedbackText.loading}</Text>
        ) : (
          <Text role="alert">{notFound ? feedbackText.notFound : feedbackText.loadFailed}</Text>
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
            {feedbackText.deleteFeedback}
          </Button>
        }
      >
        {feedbackText.title(feedback.id)}
      </PageHeading>
      <StatusMessage status={status} />
      <FactSection heading={sections.status}>
        <StatusForm
          label={fields.status}
          labels={FEEDBACK_STATUS_LABELS}
          current={feedback.status}
          save={saveStatus}
          operation="updateFeedbackStatus"
          show={show}
        />
        <StatusHistory feedback={feedback} />
      </FactSection>
      <FactSection heading={sections.details}>
        <Facts
          wide
          facts={[
            [fields.kind, FEEDBACK_KIND_LABELS[feedback.kind]],
            [fields.received, <DateTime key="received" value={feedback.createdAt} />],
            [fields.whatHappened, feedback.whatHappened],
            [fields.outcomeWanted, given(feedback.outcomeWanted)],
            [fields.consent, feedback.consent ? feedbackText.consentGiven : feedbackText.notGiven],
          ]}
        />
      </FactSection>
      <FactSection heading={sections.contact}>
        <Contact feedback={feedback} />
      </FactSection>
      <FactSection heading={sections.notes}>
        <StaffNotes
          notes={feedback.notes}
          texts={feedbackText}
          maxLength={FEEDBACK_REGISTER_LIMITS.noteText}
          add={addNote}
          operation="addFeedbackNote"
          show={show}
        />
      </FactSection>
      <FactSection heading={auditText.retentionHeading}>
        <RetentionNotice expiresAt={feedback.expiresAt} />
      </FactSection>
      <AuditTrail kind="FEEDBACK" id={feedback.id} version={feedback.updatedAt} />
      <ConfirmDialog
        open={confirming}
        question={feedbackText.confirmDelete(feedback.id)}
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
