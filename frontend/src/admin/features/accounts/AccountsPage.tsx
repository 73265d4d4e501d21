// /admin/accounts, owners only: an invitation form, then every staff account as a card (name,
// e-mail, roles, status, authenticator app, created, last sign-in) with a form to change its roles
// and its actions. Cards, not a table, so the page works at 320 px without sideways scrolling. The
// API refuses, and says why, an owner acting against themselves or leaving no active owner; that
// reason is shown where the owner acted.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { DateTime } from '../../components/DateTime';
import { PageHeading } from '../../components/PageHeading';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import {
  StaffAccountsDocument,
  type StaffAccountFieldsFragment,
} from '../../graphql/generated/operations';
import { accountsText } from '../../texts';
import { AccountActions } from './AccountActions';
import { InviteForm } from './InviteForm';
import { RolesForm } from './RolesForm';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text as="dt" fontWeight="bold">
        {label}
      </Text>
      <Text as="dd" mb="1">
        {children}
      </Text>
    </>
  );
}

function AccountCard({
  account,
  ...deletion
}: { account: StaffAccountFieldsFragment } & Omit<
  React.ComponentProps<typeof AccountActions>,
  'account'
>) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" overflowWrap="anywhere">
      <Heading as="h3" size="md" mb="2">
        {account.name ?? account.email}
      </Heading>
      <Box as="dl" mb="3">
        <Fact label={accountsText.email}>{account.email}</Fact>
        <Fact label={accountsText.status}>{accountsText.statusLabels[account.status]}</Fact>
        <Fact label={accountsText.authenticator}>
          {account.mfaEnabled ? accountsText.authenticatorOn : accountsText.authenticatorOff}
        </Fact>
        <Fact label={accountsText.created}>
          <DateTime value={account.createdAt} />
        </Fact>
        <Fact label={accountsText.lastSignIn}>
          {account.lastSignInAt ? (
            <DateTime value={account.lastSignInAt} />
          ) : (
            accountsText.lastSignInUnknown
          )}
        </Fact>
      </Box>
      <RolesForm account={account} />
      <AccountActions account={account} {...deletion} />
    </Box>
  );
}

export function AccountsPage() {
  const { data, loading, error } = useQuery(StaffAccountsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const { status, show } = useStatus();
  return (
    <>
      <PageHeading ref={heading}>{accountsText.heading}</PageHeading>
      <StatusMessage status={status} />
      <InviteForm />
      {loading && !data && <Text role="status">{accountsText.loading}</Text>}
      {error && !data && <Text role="alert">{accountsText.failed}</Text>}
      {data && (
        <Stack as="ul" aria-label={accountsText.listLabel} listStyleType="none" gap="4" p="0">
          {data.staffAccounts.map((account) => (
            <AccountCard
              key={account.username}
              account={account}
              onDeleted={(text) => show('success', text)}
              focusAfterDelete={() => heading.current}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
