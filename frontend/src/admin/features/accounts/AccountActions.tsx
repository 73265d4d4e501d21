// One account's actions: send the invitation again (while unanswered), disable or enable, turn
// off the authenticator app (while on), and delete after a confirmation. Each outcome, or the
// API's reason for refusing, is announced beside the buttons.
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

export function AccountActions({ account }: { account: StaffAccountFieldsFragment }) {
  const input = { variables: { input: { username: account.username } } };
  const [resend, resending] = useMutation(ResendStaffInvitationDocument, refetch);
  const [disable, disabling] = useMutation(DisableStaffAccountDocument, refetch);
  const [enable, enabling] = useMutation(EnableStaffAccountDocument, refetch);
  const [resetMfa, resetting] = useMutation(ResetStaffAccountMfaDocument, refetch);
  const [remove, removing] = useMutation(DeleteStaffAccountDocument, refetch);
  const [confirming, setConfirming] = useState(false);
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
        onConfirm={() => {
          setConfirming(false);
          void run(() => remove(input), accountsText.deleted(account.email));
        }}
      />
    </section>
  );
}
