// /admin/feedback?view=record: staff record a complaint, feedback or compliment they took by
// phone, in person, by e-mail or by letter, with the date it was received. The questions are the
// public form's (schema/contract/feedbackFields.ts), by the labels staff read them under; the
// server checks everything and names the field it refuses. Recorded, it opens the item's page.
import { Box, Checkbox, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { providerDate } from '../../../../../schema/contract/businessDays';
import { FEEDBACK_KIND_LABELS } from '../../../../../schema/contract/feedback';
import { FEEDBACK_FORM } from '../../../../../schema/contract/feedbackFields';
import { FEEDBACK_CHANNEL_LABELS } from '../../../../../schema/contract/feedbackRegister';
import { FEEDBACK_REGISTER_FIELDS } from '../../../../../schema/contract/feedbackRegisterFields';
import { FEEDBACK_LIMITS } from '../../../../../schema/contract/inputLimits';
import { paths } from '../../../paths';
import { PageHeading } from '../../components/PageHeading';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import { SubmitButton } from '../../components/SubmitButton';
import { errorMessage } from '../../data/errorMessage';
import {
  RecordFeedbackDocument,
  type FeedbackChannel,
  type FeedbackKind,
} from '../../graphql/generated/operations';
import { feedbackPath } from './feedbackFormat';
import { registerText } from './registerTexts';

const { fields } = FEEDBACK_FORM;
const text = registerText.record;
const CHANNELS = Object.entries(FEEDBACK_CHANNEL_LABELS).filter(([key]) => key !== 'WEBSITE');

function Labelled(props: { id: string; label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label htmlFor={props.id}>{props.label}</Field.Label>
      {props.children}
    </Field.Root>
  );
}

function Choice(props: {
  id: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange(value: string): void;
}) {
  return (
    <NativeSelect.Root maxW="sm">
      <NativeSelect.Field
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function RecordFeedback() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { status, show } = useStatus();
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState<FeedbackKind>('COMPLAINT');
  const [receivedOn, setReceivedOn] = useState(() => providerDate(new Date()));
  const [receivedVia, setReceivedVia] = useState<FeedbackChannel>('PHONE');
  const [whatHappened, setWhatHappened] = useState('');
  const [outcomeWanted, setOutcomeWanted] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const contact = anonymous
        ? {}
        : { name: name || null, email: email.trim() || null, phone: phone || null };
      const { data } = await client.mutate({
        mutation: RecordFeedbackDocument,
        variables: {
          input: {
            kind,
            receivedOn,
            receivedVia,
            whatHappened,
            outcomeWanted: outcomeWanted || null,
            anonymous,
            ...contact,
            consent,
          },
        },
      });
      const id = data?.recordFeedback?.id;
      if (!id) throw new Error('recordFeedback returned no item');
      await navigate(feedbackPath(id));
    } catch (error) {
      console.error('recordFeedback failed', error);
      const reason = errorMessage(error);
      show('error', reason ? `${text.failed} ${reason}` : text.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading>{text.heading}</PageHeading>
      <Text mb="2">
        <Link to={paths.adminFeedback}>{text.back}</Link>
      </Text>
      <Text mb="4">{text.intro}</Text>
      <StatusMessage status={status} />
      <Box
        as="form"
        maxW="3xl"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4">
          <Labelled id="record-kind" label={fields.kind.staffLabel}>
            <Choice
              id="record-kind"
              value={kind}
              options={Object.entries(FEEDBACK_KIND_LABELS)}
              onChange={(value) => setKind(value as FeedbackKind)}
            />
          </Labelled>
          <Labelled id="record-receivedOn" label={FEEDBACK_REGISTER_FIELDS.receivedOn.label}>
            <Input
              id="record-receivedOn"
              type="date"
              maxW="14rem"
              value={receivedOn}
              onChange={(event) => setReceivedOn(event.target.value)}
            />
          </Labelled>
          <Labelled id="record-receivedVia" label={FEEDBACK_REGISTER_FIELDS.receivedVia.label}>
            <Choice
              id="record-receivedVia"
              value={receivedVia}
              options={CHANNELS}
              onChange={(value) => setReceivedVia(value as FeedbackChannel)}
            />
          </Labelled>
          <Labelled id="record-whatHappened" label={fields.whatHappened.staffLabel}>
            <Textarea
              id="record-whatHappened"
              rows={6}
              maxLength={FEEDBACK_LIMITS.whatHappened}
              value={whatHappened}
              onChange={(event) => setWhatHappened(event.target.value)}
            />
          </Labelled>
          <Labelled id="record-outcomeWanted" label={fields.outcomeWanted.staffLabel}>
            <Textarea
              id="record-outcomeWanted"
              rows={3}
              maxLength={FEEDBACK_LIMITS.outcomeWanted}
              value={outcomeWanted}
              onChange={(event) => setOutcomeWanted(event.target.value)}
            />
          </Labelled>
          <Checkbox.Root
            checked={anonymous}
            onCheckedChange={(change) => setAnonymous(change.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{fields.anonymous.label}</Checkbox.Label>
          </Checkbox.Root>
          {!anonymous && (
            <>
              <Labelled id="record-name" label={fields.name.staffLabel}>
                <Input
                  id="record-name"
                  maxLength={FEEDBACK_LIMITS.name}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </Labelled>
              <Labelled id="record-email" label={fields.email.staffLabel}>
                <Input
                  id="record-email"
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Labelled>
              <Labelled id="record-phone" label={fields.phone.staffLabel}>
                <Input
                  id="record-phone"
                  type="tel"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
              </Labelled>
            </>
          )}
          <Checkbox.Root
            checked={consent}
            onCheckedChange={(change) => setConsent(change.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{text.consent}</Checkbox.Label>
          </Checkbox.Root>
          <Box>
            <SubmitButton label={text.submit} busy={busy} />
          </Box>
        </Stack>
      </Box>
    </>
  );
}
