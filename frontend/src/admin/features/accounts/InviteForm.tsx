// The invitation: e-mail, name and roles. Cognito e-mails the person a temporary password.
import { Box, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import { SubmitButton } from '../../components/SubmitButton';
import {
  InviteStaffAccountDocument,
  StaffAccountsDocument,
  type StaffRole,
} from '../../graphql/generated/operations';
import { accountsText } from '../../texts';
import { refusalText } from './refusal';
import { RoleChoices } from './RolesForm';

export function InviteForm() {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [invite, { loading }] = useMutation(InviteStaffAccountDocument, {
    refetchQueries: [StaffAccountsDocument],
  });
  const { status, show, clear } = useStatus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    try {
      await invite({ variables: { input: { email, name, roles } } });
      show('success', accountsText.invited(email));
      setEmail('');
      setName('');
      setRoles([]);
    } catch (error) {
      show('error', refusalText(error, accountsText.inviteFailed));
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="invite-heading"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      mb="6"
    >
      <Heading as="h2" id="invite-heading" size="md" mb="2">
        {accountsText.inviteHeading}
      </Heading>
      <Text mb="3">{accountsText.inviteIntro}</Text>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>{accountsText.email}</Field.Label>
            <Input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{accountsText.name}</Field.Label>
            <Input
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Field.Root>
          <RoleChoices
            legendId="invite-roles"
            legend={accountsText.roles}
            roles={roles}
            onChange={setRoles}
          />
          <Box>
            <SubmitButton label={accountsText.invite} busy={loading} />
          </Box>
        </Stack>
        <StatusMessage status={status} />
      </form>
    </Box>
  );
}
