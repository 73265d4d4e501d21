// One message's own view, readable on a phone: every field as the form's table
// (schema/contract/contactFields.ts) has them, 'Reply by e-mail', its status and internal notes,
// in the inbox item frame (back link, confirmed delete, retention, history).
import { Button } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { CONTACT_FORM } from '../../../../../schema/contract/contactFields';
import { MESSAGE_LIMITS } from '../../../../../schema/contract/inputLimits';
import { MESSAGE_STATUS_LABELS } from '../../../../../schema/contract/messages';
import { paths } from '../../../paths';
import { DateTime } from '../../components/DateTime';
import {
  AddMessageNoteDocument,
  DeleteMessageDocument,
  GetMessageDocument,
  UnreadMessageCountDocument,
  UpdateMessageStatusDocument,
} from '../../graphql/generated/operations';
import { InboxItemPage } from '../../inbox/InboxItemPage';
import { StaffNotes } from '../../inbox/StaffNotes';
import { StatusForm } from '../../inbox/StatusForm';
import { FactSection } from '../../components/Facts';
import { TableFacts } from '../../components/TableFacts';
import { messagesText } from '../../texts';
import { messageStatusLabel, replyLink } from './messageFormat';

const { columns: fields, sections } = messagesText;

export function MessageDetail({ id }: { id: string }) {
  const client = useApolloClient();
  return (
    <InboxItemPage
      id={id}
      kind="MESSAGE"
      get={{ document: GetMessageDocument, field: 'getMessage' }}
      remove={{ document: DeleteMessageDocument, field: 'deleteMessage' }}
      unreadCount={UnreadMessageCountDocument}
      listPath={paths.adminMessages}
      texts={messagesText}
      title={(message) => (message ? messagesText.title(message.fullName) : messagesText.heading)}
      deleteLabel={messagesText.deleteMessage}
      confirmDelete={(message) => messagesText.confirmDelete(message.fullName)}
      statusLabel={messageStatusLabel}
    >
      {(message, show) => (
        <>
          <TableFacts
            form={CONTACT_FORM}
            item={message}
            before={{
              msg: [[fields.received, <DateTime key="received" value={message.createdAt} />]],
            }}
            end={{
              message: (
                <Button asChild colorPalette="brand" mt="4">
                  <a href={replyLink(message.email)}>{messagesText.replyByEmail}</a>
                </Button>
              ),
            }}
          />
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
        </>
      )}
    </InboxItemPage>
  );
}
