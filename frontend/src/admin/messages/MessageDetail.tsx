// One message's own view, readable on a phone: every field, 'Reply by e-mail', its status,
// internal notes, when it will be deleted automatically, its history and a confirmed delete that
// returns to the list. Opening it marks it read (getMessage does), so the tab's unread count is
// asked for again once it has loaded; each change reads the history again.
import { Box, Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGE_LIMITS } from '../../../../schema/contract/inputLimits';
import { MESSAGE_STATUS_LABELS } from '../../../../schema/contract/messages';
import { paths } from '../../paths';
import { AuditTrail } from '../audit/AuditTrail';
import { RetentionNotice } from '../audit/RetentionNotice';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DateTime } from '../components/DateTime';
import { PageHeading } from '../components/PageHeading';
import { StatusMessage, useStatus } from '../components/StatusMessage';
import { hasErrorType } from '../data/errorMessage';
import {
  AddMessageNoteDocument,
  DeleteMessageDocument,
  GetMessageDocument,
  UnreadMessageCountDocument,
  UpdateMessageStatusDocument,
} from '../graphql/generated/operations';
import { StaffNotes } from '../inbox/StaffNotes';
import { StatusForm } from '../inbox/StatusForm';
import { refreshUnreadCount } from '../inbox/unreadCount';
import { FactSection, Facts } from '../referrals/ReferralFacts';
import { messagesText } from '../texts';
import { replyLink } from './messageFormat';

/** Where the list says what happened in a message's own view (a deletion). */
export interface MessagesOutcome {
  outcome?: string;
}

const { columns: fields, sections } = messagesText;

export function MessageDetail({ id }: { id: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { status, show } = useStatus();
  const { data, loading, error } = useQuery(GetMessageDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const message = data?.getMessage;
  const loaded = Boolean(message);

  useEffect(() => {
    if (loaded) void refreshUnreadCount(client, UnreadMessageCountDocument);
  }, [loaded, client]);
  // A message deleted meanwhile (or a mistyped id) is NotFound: not a failure to log.
  const notFound = !error || hasErrorType(error, 'NotFound');
  useEffect(() => {
    if (!notFound) console.error('getMessage failed', error);
  }, [notFound, error]);

  const remove = async () => {
    setDeleting(true);
    try {
      const { data: deleted } = await client.mutate({
        mutation: DeleteMessageDocument,
        variables: { input: { id } },
      });
      if (!deleted?.deleteMessage) {
        show('error', messagesText.deleteFailed);
        return;
      }
      await refreshUnreadCount(client, UnreadMessageCountDocument);
      navigate(paths.adminMessages, {
        state: { outcome: messagesText.deleted } satisfies MessagesOutcome,
      });
    } catch (caught) {
      console.error('deleteMessage failed', caught);
      show('error', messagesText.deleteError);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  const back = (
    <ChakraLink asChild color="brand.700" fontWeight="medium">
      <Link to={paths.adminMessages}>
        <span aria-hidden="true">← </span>
        {messagesText.back}
      </Link>
    </ChakraLink>
  );

  if (!message) {
    return (
      <>
        <Box mb="3">{back}</Box>
        <PageHeading>{messagesText.heading}</PageHeading>
        {loading ? (
          <Text role="status">{messagesText.loading}</Text>
        ) : (
          <Text role="alert">{notFound ? messagesText.notFound : messagesText.loadFailed}</Text>
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
            {messagesText.deleteMessage}
          </Button>
        }
      >
        {messagesText.title(message.fullName)}
      </PageHeading>
      <StatusMessage status={status} />
      <FactSection heading={sections.message}>
        <Facts
          wide
          facts={[
            [fields.received, <DateTime key="received" value={message.createdAt} />],
            [fields.msg, message.msg],
          ]}
        />
        <Button asChild colorPalette="brand" mt="4">
          <a href={replyLink(message.email)}>{messagesText.replyByEmail}</a>
        </Button>
      </FactSection>
      <FactSection heading={sections.sender}>
        <Facts
          facts={[
            [fields.fullName, message.fullName],
            [
              fields.email,
              <a key="email" href={`mailto:${message.email}`}>
                {message.email}
              </a>,
            ],
            [
              fields.phone,
              <a key="phone" href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>
                {message.phone}
              </a>,
            ],
            [fields.postcode, message.postcode ?? messagesText.notGiven],
          ]}
        />
      </FactSection>
      <FactSection heading={sections.status}>
        <StatusForm
          label={fields.status}
          labels={MESSAGE_STATUS_LABELS}
          current={message.status}
          operation="updateMessageStatus"
          show={show}
          save={async (next) => {
            const { data: saved } = await client.mutate({
              mutation: UpdateMessageStatusDocument,
              variables: { input: { id, status: next } },
            });
            return saved?.updateMessageStatus?.status;
          }}
        />
      </FactSection>
      <FactSection heading={sections.notes}>
        <StaffNotes
          notes={message.notes}
          texts={messagesText}
          maxLength={MESSAGE_LIMITS.noteText}
          operation="addMessageNote"
          show={show}
          add={async (text) => {
            const { data: added } = await client.mutate({
              mutation: AddMessageNoteDocument,
              variables: { input: { id, text } },
            });
            return Boolean(added?.addMessageNote);
          }}
        />
      </FactSection>
      <FactSection heading={sections.retention}>
        <RetentionNotice expiresAt={message.expiresAt} />
      </FactSection>
      <AuditTrail kind="MESSAGE" id={id} version={message.updatedAt} />
      <ConfirmDialog
        open={confirming}
        question={messagesText.confirmDelete(message.fullName)}
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
