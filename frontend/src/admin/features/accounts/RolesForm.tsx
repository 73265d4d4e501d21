// One account's roles as checkboxes, saved together.
import { Box, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import { SubmitButton } from '../../components/SubmitButton';
import {
  SetStaffAccountRolesDocument,
  type StaffAccountFieldsFragment,
  type StaffRole,
} from '../../graphql/generated/operations';
import { accountsText } from '../../texts';
import { refusalText } from './refusal';

export const ROLE_ORDER = Object.keys(accountsText.roleLabels) as StaffRole[];

/** The role checkboxes, shared by this form and the invitation. */
export function RoleChoices(props: {
  legendId: string;
  legend: string;
  roles: StaffRole[];
  onChange(roles: StaffRole[]): void;
}) {
  const toggle = (role: StaffRole, on: boolean) =>
    props.onChange(
      ROLE_ORDER.filter((candidate) => (candidate === role ? on : props.roles.includes(candidate))),
    );
  return (
    <fieldset>
      <legend id={props.legendId}>
        <Text fontWeight="bold">{props.legend}</Text>
      </legend>
      <Stack gap="1" mt="1">
        {ROLE_ORDER.map((role) => (
          <label key={role} style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline' }}>
            <input
              type="checkbox"
              checked={props.roles.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
            <span>{accountsText.roleLabels[role]}</span>
          </label>
        ))}
      </Stack>
    </fieldset>
  );
}

export function RolesForm({ account }: { account: StaffAccountFieldsFragment }) {
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const [save, { loading }] = useMutation(SetStaffAccountRolesDocument);
  const { status, show, clear } = useStatus();
  const legendId = `roles-${account.username}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    try {
      await save({ variables: { input: { username: account.username, roles } } });
      show('success', accountsText.rolesSaved);
    } catch (error) {
      show('error', refusalText(error, accountsText.rolesFailed));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-labelledby={legendId}>
      <RoleChoices
        legendId={legendId}
        legend={accountsText.rolesOf(account.email)}
        roles={roles}
        onChange={setRoles}
      />
      <Box mt="2">
        <SubmitButton label={accountsText.saveRoles} busy={loading} />
      </Box>
      <StatusMessage status={status} />
    </form>
  );
}
