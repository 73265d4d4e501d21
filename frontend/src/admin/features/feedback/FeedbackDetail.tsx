// One feedback item's own view: its status (with every change and its date), what the person said
// and how to reach them (or that they stayed anonymous), as the form's table
// (schema/contract/feedbackFields.ts) has them, and outcome notes, in the inbox item frame
// (back link, confirmed delete, retention, history). Opening it also records the view (getFeedback
// does).
import { Box, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { FEEDBACK_FORM } from '../../../../../schema/contract/feedbackFields';
import { complaintKeptReason } from '../../../../../schema/contract/complaintRetention';
import {
  FEEDBACK_REGISTER_LIMITS,
  FEEDBACK_STATUS_LABELS,
  type FeedbackStatusValue,
} from '../../../../../schema/contract/feedback';
import { paths } from '../../../paths';
import { DateTime } from '../../components/DateTime';
import { complaintDueStates } from '../../../../../schema/contract/complaintTargets';
import type { FeedbackEmailPurposeValue } from '../../../../../schema/contract/feedbackRegister';
import { FEEDBACK_REGISTER_FIELD_LIMITS } from '../../../../../schema/contract/feedbackRegister';
import {
  AddFeedbackActionDocument,
  AddFeedbackNoteDocument,
  SendFeedbackEmailDocument,
  UpdateFeedbackRegisterDocument,
  type UpdateFeedbackRegisterInput,
  DeleteFeedbackDocument,
  GetFeedbackDocument,
  UnreadFeedbackCountDocument,
  UpdateFeedbackStatusDocument,
  type FeedbackFieldsFragment,
} from '../../graphql/generated/operations';
import { InboxItemPage } from '../../inbox/InboxItemPage';
import { StaffNotes } from '../../inbox/StaffNotes';
import { StatusForm } from '../../inbox/StatusForm';
import { FactSection, Facts } from '../../components/Facts';
import { TableFacts } from '../../components/TableFacts';
import { feedbackText } from '../../texts';
import { todayForProvider } from './complaintTargetsText';
import { feedbackStatusLabel } from './feedbackFormat';
import { FeedbackEmails } from './FeedbackEmails';
import { RegisterFields } from './RegisterFields';
import { registerText } from './registerTexts';

const { fields, sections } = feedbackText;

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

/** A complaint's due dates and where each stands, in words. */
function Targets({ feedback }: { feedback: FeedbackFieldsFragment }) {
  const states = complaintDueStates(feedback, todayForProvider());
  if (!states) return null;
  const { targets } = registerText;
  return (
    <FactSection heading={registerText.sections.targets}>
      <Facts
        facts={[
          [targets.acknowledge, `${states.acknowledgeBy}: ${targets.states[states.acknowledge]}`],
          [targets.resolve, `${states.resolveBy}: ${targets.states[states.resolve]}`],
        ]}
      />
    </FactSection>
  );
}

export function FeedbackDetail({ reference }: { reference: string }) {
  const client = useApolloClient();

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

  const saveRegister = async (input: UpdateFeedbackRegisterInput) => {
    const { data: saved } = await client.mutate({
      mutation: UpdateFeedbackRegisterDocument,
      variables: { input },
    });
    return Boolean(saved?.updateFeedbackRegister);
  };

  const addAction = async (text: string) => {
    const { data: added } = await client.mutate({
      mutation: AddFeedbackActionDocument,
      variables: { input: { id: reference, text } },
    });
    return Boolean(added?.addFeedbackAction);
  };

  const sendEmail = async (purpose: FeedbackEmailPurposeValue, text: string) => {
    const { data: sent } = await client.mutate({
      mutation: SendFeedbackEmailDocument,
      variables: { input: { id: reference, purpose, text } },
    });
    return Boolean(sent?.sendFeedbackEmail);
  };

  return (
    <InboxItemPage
      id={reference}
      kind="FEEDBACK"
      get={{ document: GetFeedbackDocument, field: 'getFeedback' }}
      remove={{ document: DeleteFeedbackDocument, field: 'deleteFeedback' }}
      unreadCount={UnreadFeedbackCountDocument}
      listPath={paths.adminFeedback}
      texts={feedbackText}
      title={(feedback) => feedbackText.title(feedback?.id ?? reference)}
      deleteLabel={feedbackText.deleteFeedback}
      confirmDelete={(feedback) => feedbackText.confirmDelete(feedback.id)}
      keptReason={(feedback) => complaintKeptReason(feedback)}
      statusLabel={feedbackStatusLabel}
    >
      {(feedback, show) => (
        <>
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
          <TableFacts
            form={FEEDBACK_FORM}
            item={feedback}
            after={{
              kind: [[fields.received, <DateTime key="received" value={feedback.createdAt} />]],
            }}
          />
          <Targets feedback={feedback} />
          <FactSection heading={registerText.sections.register}>
            <RegisterFields feedback={feedback} save={saveRegister} show={show} />
          </FactSection>
          <FactSection heading={registerText.sections.actions}>
            <StaffNotes
              notes={feedback.actions}
              texts={registerText.actions}
              maxLength={FEEDBACK_REGISTER_FIELD_LIMITS.actionText}
              add={addAction}
              operation="addFeedbackAction"
              show={show}
            />
          </FactSection>
          <FactSection heading={registerText.sections.emails}>
            <FeedbackEmails feedback={feedback} send={sendEmail} show={show} />
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
        </>
      )}
    </InboxItemPage>
  );
}
