// One account's actions: send the invitation again (while unanswered), disable or enable, turn
// off the authenticator app (while on), and delete after a confirmation. Each outcome, or the
// API's reason for refusing, is announced beside the buttons; but a deletion removes this card, its
// live region and the Delete pressed, so the page announces it and takes focus (WCAG 2.4.3).
import { HStack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import { BusyButton } from '../../components/SubmitButton';
import {
  DeleteStaffAccountDocument,
  DisableStaffAccountDocument,
  EnableStaffAccountDocument,
  ResendStaffInvitationDocument,
  ResetStaffAccountMfaDocument,
  StaffAccountsDocument,
  type StaffAccountFieldsFragment,
} from '../../graphql/generated/operations';
import { accountsText } from '../../texts';
import { refusalText } from './refusal';

const refetch = { refetchQueries: [StaffAccountsDocument] };

export function AccountActions(props: {
  account: StaffAccountFieldsFragment;
  /** Announces a deletion where it outlives this card. */
  onDeleted: (text: string) => void;
  /** Where focus goes once the account is deleted. */
  focusAfterDelete: () => HTMLElement | null;
}) {
  const { account, onDeleted, focusAfterDelete } = props;
  const input = { variables: { input: { username: account.username } } };
  const [resend, resending] = useMutation(ResendStaffInvitationDocument, refetch);
  const [disable, disabling] = useMutation(DisableStaffAccountDocument, refetch);
  const [enable, enabling] = useMutation(EnableStaffAccountDocument, refetch);
  const [resetMfa, resetting] = useMutation(ResetStaffAccountMfaDocument, refetch);
  const [remove, removing] = useMutation(DeleteStaffAccountDocument, refetch);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const { status, show, clear } = useStatus();

  const run = async (action: () => Promise<unknown>, done: string) => {
    clear();
    try {
      await action();
      show('success', done);
    } catch (error) {
      show('error', refusalText(error, accountsText.actionFailed));
    }
  };

  // The dialog stays open, its Delete busy, until the API answers, as the other admin deletes do.
  const confirmDelete = async () => {
    clear();
    try {
      await remove(input);
      setDeleted(true);
      onDeleted(accountsText.deleted(account.email));
    } catch (error) {
      show('error', refusalText(error, accountsText.actionFailed));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section aria-label={accountsText.actionsOf(account.email)}>
      <HStack gap="2" mt="3" wrap="wrap">
        {account.status === 'INVITED' && (
          <BusyButton
            variant="outline"
            label={accountsText.resend}
            busy={resending.loading}
            onClick={() => void run(() => resend(input), accountsText.resent)}
          />
        )}
        {account.status === 'DISABLED' ? (
          <BusyButton
            variant="outline"
            label={accountsText.enable}
            busy={enabling.loading}
            onClick={() => void run(() => enable(input), accountsText.enabled)}
          />
        ) : (
          <BusyButton
            variant="outline"
            label={accountsText.disable}
            busy={disabling.loading}
            onClick={() => void run(() => disable(input), accountsText.disabled)}
          />
        )}
        {account.mfaEnabled && (
          <BusyButton
            variant="outline"
            label={accountsText.resetMfa}
            busy={resetting.loading}
            onClick={() => void run(() => resetMfa(input), accountsText.mfaReset)}
          />
        )}
        <BusyButton
          variant="outline"
          colorPalette="red"
          label={accountsText.delete}
          busy={removing.loading}
          onClick={() => setConfirming(true)}
        />
      </HStack>
      <StatusMessage status={status} />
      <ConfirmDialog
        open={confirming}
        question={accountsText.confirmDelete(account.email)}
        busy={removing.loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        finalFocus={deleted ? focusAfterDelete : undefined}
      />
    </section>
  );
}
