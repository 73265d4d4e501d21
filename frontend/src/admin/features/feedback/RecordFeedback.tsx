// /admin/feedback?view=record: staff record a complaint, feedback or compliment they took by
// phone, in person, by e-mail or by letter, with the date it was received. The questions are the
// public form's (schema/contract/feedbackFields.ts), by the labels staff read them under; the
// server checks everything and names the field it refuses. Recorded, it opens the item's page.
import { Box, Checkbox, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { providerDate } from '../../../../../schema/contract/providerDate';
import { FEEDBACK_FORM } from '../../../../../schema/contract/feedbackFields';
import { fieldNames, type AnyField } from '../../../../../schema/contract/fieldTable';
import { FEEDBACK_REGISTER_FIELDS } from '../../../../../schema/contract/feedbackRegisterFields';
import { paths } from '../../../paths';
import { PageHeading } from '../../components/PageHeading';
import { SelectOptions } from '../../components/SelectOptions';
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

/** A question staff answer in a select or a text box, by its table entry. */
type Asked =
  | { kind: 'choice'; options: Readonly<Record<string, string>> }
  | { kind: 'date' }
  | { kind: 'text'; max: number; rows: number }
  | { kind: 'line'; max: number }
  | { kind: 'email' }
  | { kind: 'phone' };

/** What staff record besides the form's answers: when and how it came (not by the website). */
const RECEIVED: Record<'receivedOn' | 'receivedVia', { label: string; asked: Asked }> = {
  receivedOn: { label: FEEDBACK_REGISTER_FIELDS.receivedOn.label, asked: { kind: 'date' } },
  receivedVia: {
    label: FEEDBACK_REGISTER_FIELDS.receivedVia.label,
    asked: {
      kind: 'choice',
      options: Object.fromEntries(
        Object.entries(FEEDBACK_REGISTER_FIELDS.receivedVia.options).filter(
          ([key]) => key !== 'WEBSITE',
        ),
      ),
    },
  },
};

interface Question {
  name: string;
  label: string;
  /** A box to tick, or a select or text box. */
  asked: Asked | { kind: 'box' };
  askedUnless?: string;
}

/** A form field as the record form asks it: by the label staff read it under. */
function question(name: string, field: AnyField): Question {
  switch (field.kind) {
    case 'checkbox':
      return { name, label: field.label, asked: { kind: 'box' } };
    case 'consent':
      // Staff record that the person agreed, not that they ticked the visitor's box.
      return { name, label: text.consent, asked: { kind: 'box' } };
    case 'choice':
    case 'text':
    case 'line':
    case 'email':
    case 'phone':
      return { name, label: field.staffLabel, asked: field, askedUnless: field.askedUnless };
    default:
      throw new Error(`The record form has no control for ${name} (${field.kind}).`);
  }
}

/** The form's questions in its order, with when and how it came after the kind. */
const QUESTIONS: readonly Question[] = fieldNames(fields).flatMap((name) => {
  const own = question(name, fields[name] as AnyField);
  if (name !== 'kind') return [own];
  return [own, ...Object.entries(RECEIVED).map(([key, received]) => ({ name: key, ...received }))];
});

type Answers = Record<string, string>;
type Ticks = Record<string, boolean>;

function Labelled(props: { id: string; label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label htmlFor={props.id}>{props.label}</Field.Label>
      {props.children}
    </Field.Root>
  );
}

function Control(props: {
  id: string;
  asked: Asked;
  value: string;
  onChange(value: string): void;
}) {
  const { asked } = props;
  const answered = {
    id: props.id,
    value: props.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      props.onChange(event.target.value),
  };
  switch (asked.kind) {
    case 'choice':
      return (
        <NativeSelect.Root maxW="sm">
          <NativeSelect.Field {...answered}>
            <SelectOptions labels={asked.options} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'date':
      return <Input {...answered} type="date" maxW="14rem" />;
    case 'text':
      return <Textarea {...answered} rows={asked.rows} maxLength={asked.max} />;
    case 'line':
      return <Input {...answered} maxLength={asked.max} />;
    case 'email':
      return <Input {...answered} type="email" />;
    case 'phone':
      return <Input {...answered} type="tel" />;
  }
}

export function RecordFeedback() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { status, show } = useStatus();
  const [busy, setBusy] = useState(false);
  const [answers, setAnswers] = useState<Answers>(() => ({
    kind: 'COMPLAINT',
    receivedOn: providerDate(new Date()),
    receivedVia: 'PHONE',
  }));
  const [ticks, setTicks] = useState<Ticks>({});
  const answer = (name: string) => answers[name] ?? '';
  const ticked = (name: string) => ticks[name] === true;

  const submit = async () => {
    setBusy(true);
    try {
      const anonymous = ticked('anonymous');
      const contact = anonymous
        ? {}
        : {
            name: answer('name') || null,
            email: answer('email').trim() || null,
            phone: answer('phone') || null,
          };
      const { data } = await client.mutate({
        mutation: RecordFeedbackDocument,
        variables: {
          input: {
            kind: answer('kind') as FeedbackKind,
            receivedOn: answer('receivedOn'),
            receivedVia: answer('receivedVia') as FeedbackChannel,
            whatHappened: answer('whatHappened'),
            outcomeWanted: answer('outcomeWanted') || null,
            anonymous,
            ...contact,
            consent: ticked('consent'),
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
          {QUESTIONS.map((question) => {
            const id = `record-${question.name}`;
            if (question.asked.kind === 'box') {
              return (
                <Checkbox.Root
                  key={question.name}
                  checked={ticked(question.name)}
                  onCheckedChange={(change) =>
                    setTicks((current) => ({
                      ...current,
                      [question.name]: change.checked === true,
                    }))
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{question.label}</Checkbox.Label>
                </Checkbox.Root>
              );
            }
            if (question.askedUnless && ticked(question.askedUnless)) {
              return null;
            }
            return (
              <Labelled key={question.name} id={id} label={question.label}>
                <Control
                  id={id}
                  asked={question.asked}
                  value={answer(question.name)}
                  onChange={(value) =>
                    setAnswers((current) => ({ ...current, [question.name]: value }))
                  }
                />
              </Labelled>
            );
          })}
          <Box>
            <SubmitButton label={text.submit} busy={busy} />
          </Box>
        </Stack>
      </Box>
    </>
  );
}
