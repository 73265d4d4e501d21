// /admin/accounts, owners only: every staff account with its roles, status and creation date, and
// a form per account to change its roles. The API refuses, and says why, an owner taking the owner
// role from themselves or leaving no active owner; that reason is shown as the form's outcome.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { DateTime } from '../../components/DateTime';
import { PageHeading } from '../../components/PageHeading';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import { SubmitButton } from '../../components/SubmitButton';
import { errorMessage } from '../../data/errorMessage';
import {
  SetStaffAccountRolesDocument,
  StaffAccountsDocument,
  type StaffAccountFieldsFragment,
  type StaffRole,
} from '../../graphql/generated/operations';
import { accountsText } from '../../texts';

const ROLE_ORDER = Object.keys(accountsText.roleLabels) as StaffRole[];

/** The API names the refused field first ("roles: ..."): the form already says which field. */
function refusalText(error: unknown): string {
  console.error('The roles could not be saved', error);
  return errorMessage(error)?.replace(/^roles: /, '') ?? accountsText.rolesFailed;
}

function RolesForm({ account }: { account: StaffAccountFieldsFragment }) {
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const [save, { loading }] = useMutation(SetStaffAccountRolesDocument);
  const { status, show, clear } = useStatus();
  const legendId = `roles-${account.username}`;

  const toggle = (role: StaffRole, on: boolean) =>
    setRoles((current) =>
      ROLE_ORDER.filter((candidate) => (candidate === role ? on : current.includes(candidate))),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    try {
      await save({ variables: { input: { username: account.username, roles } } });
      show('success', accountsText.rolesSaved);
    } catch (error) {
      show('error', refusalText(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-labelledby={legendId}>
      <fieldset>
        <legend id={legendId}>
          <Text fontWeight="bold">{accountsText.rolesOf(account.email)}</Text>
        </legend>
        <Stack gap="1" mt="1">
          {ROLE_ORDER.map((role) => (
            <label key={role} style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline' }}>
              <input
                type="checkbox"
                checked={roles.includes(role)}
                onChange={(event) => toggle(role, event.target.checked)}
              />
              <span>{accountsText.roleLabels[role]}</span>
            </label>
          ))}
        </Stack>
      </fieldset>
      <Box mt="2">
        <SubmitButton label={accountsText.saveRoles} busy={loading} />
      </Box>
      <StatusMessage status={status} />
    </form>
  );
}

function AccountCard({ account }: { account: StaffAccountFieldsFragment }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" overflowWrap="anywhere">
      <Heading as="h3" size="md" mb="2">
        {account.name ?? account.email}
      </Heading>
      <Box as="dl" mb="3">
        <Text as="dt" fontWeight="bold">
          {accountsText.email}
        </Text>
        <Text as="dd">{account.email}</Text>
        <Text as="dt" fontWeight="bold">
          {accountsText.status}
        </Text>
        <Text as="dd">{accountsText.statusLabels[account.status]}</Text>
        <Text as="dt" fontWeight="bold">
          {accountsText.created}
        </Text>
        <Text as="dd">
          <DateTime value={account.createdAt} />
        </Text>
      </Box>
      <RolesForm account={account} />
    </Box>
  );
}

export function AccountsPage() {
  const { data, loading, error } = useQuery(StaffAccountsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      <PageHeading>{accountsText.heading}</PageHeading>
      {loading && !data && <Text role="status">{accountsText.loading}</Text>}
      {error && !data && <Text role="alert">{accountsText.failed}</Text>}
      {data && (
        <Stack as="ul" aria-label={accountsText.listLabel} listStyleType="none" gap="4" p="0">
          {data.staffAccounts.map((account) => (
            <AccountCard key={account.username} account={account} />
          ))}
        </Stack>
      )}
    </>
  );
}
