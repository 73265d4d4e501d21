// An item's register fields (schema/contract/feedbackRegisterFields.ts) as one form: only the
// fields that fit its kind, each control made from its table entry, saved together; only what
// changed is sent, so its history names what changed. The server checks every value and names the
// field it refuses: that problem is shown at the field and in an error summary, as the public forms
// do. The form keeps only what staff typed: a field they have not touched shows the
// item as it is now (a status change dates the acknowledgement, another save elsewhere), and one
// they have keeps their unsaved text until it is saved.
import {
  Box,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import {
  FEEDBACK_REGISTER_FIELDS,
  registerFieldsFor,
  type RegisterField,
  type RegisterFieldName,
} from '../../../../../schema/contract/feedbackRegisterFields';
import { ErrorSummary } from '../../components/ErrorSummary';
import { SelectOptions } from '../../components/SelectOptions';
import { SubmitButton } from '../../components/SubmitButton';
import type { StatusTone } from '../../components/StatusMessage';
import { errorMessage } from '../../data/errorMessage';
import { validationErrors } from '../../data/validationErrors';
import type {
  FeedbackFieldsFragment,
  UpdateFeedbackRegisterInput,
} from '../../graphql/generated/operations';
import { formText } from '../../../content/formText';
import { registerText } from './registerTexts';

type Values = Partial<Record<RegisterFieldName, string>>;

/** The form's text for a stored value: '' for none, 'true'/'false' for yes or no. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The API's value for the form's text: null for none. */
function apiValue(field: RegisterField, text: string): string | boolean | null {
  if (text.trim() === '') return null;
  if (field.kind === 'yesNo') return text === 'true';
  return text;
}

const controlId = (name: RegisterFieldName) => `register-${name}`;

function Control(props: {
  name: RegisterFieldName;
  field: RegisterField;
  value: string;
  /** The API's problem with the value last saved. */
  problem?: string;
  onChange(value: string): void;
}) {
  const { name, field, value, problem, onChange } = props;
  const id = controlId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described =
    [problem && errorId, field.hint && hintId].filter(Boolean).join(' ') || undefined;
  const invalid = problem ? true : undefined;
  let control;
  switch (field.kind) {
    case 'date':
      control = (
        <Input
          id={id}
          type="date"
          value={value}
          aria-describedby={described}
          aria-invalid={invalid}
          maxW="14rem"
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'choice':
    case 'yesNo': {
      const options =
        field.kind === 'choice'
          ? field.options
          : { true: registerText.yes, false: registerText.no };
      control = (
        <NativeSelect.Root>
          <NativeSelect.Field
            id={id}
            value={value}
            aria-describedby={described}
            aria-invalid={invalid}
            onChange={(event) => onChange(event.target.value)}
          >
            {/* receivedVia always has a value: it is never cleared. */}
            {name !== 'receivedVia' && <option value="">{registerText.notRecorded}</option>}
            <SelectOptions labels={options} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
      break;
    }
    case 'text':
      control = field.rows ? (
        <Textarea
          id={id}
          rows={field.rows}
          maxLength={field.max}
          value={value}
          aria-describedby={described}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input
          id={id}
          maxLength={field.max}
          value={value}
          aria-describedby={described}
          aria-invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
  }
  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label htmlFor={id}>{field.label}</Field.Label>
      {problem && (
        <Field.ErrorText id={errorId}>
          <VisuallyHidden>{formText.errorPrefix} </VisuallyHidden>
          {problem}
        </Field.ErrorText>
      )}
      {control}
      {field.hint && (
        <Field.HelperText id={hintId}>
          {field.hint}
          {field.kind === 'choice' && field.meanings && (
            <Box as="ul" mt="1" ps="5">
              {Object.entries(field.meanings).map(([key, meaning]) => (
                <li key={key}>
                  <Text as="span" fontWeight="semibold">
                    {field.options[key]}:
                  </Text>{' '}
                  {meaning}
                </li>
              ))}
            </Box>
          )}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}

export function RegisterFields(props: {
  feedback: FeedbackFieldsFragment;
  save(input: UpdateFeedbackRegisterInput): Promise<boolean>;
  show(tone: StatusTone, text: string): void;
}) {
  const { feedback, show } = props;
  const names = registerFieldsFor(feedback.kind);
  const stored = (name: RegisterFieldName) => valueText(feedback[name]);
  /** What staff typed and have not saved yet, by field. */
  const [edits, setEdits] = useState<Values>({});
  const value = (name: RegisterFieldName) => edits[name] ?? stored(name);
  const [busy, setBusy] = useState(false);
  /** The API's problems with the last save, by field. */
  const [problems, setProblems] = useState<Values>({});
  const summary = useRef<HTMLDivElement>(null);
  const refused = names.filter((name) => problems[name]);

  // A refused save's summary takes focus, so it is read first and its links are next to Tab to.
  useEffect(() => {
    if (Object.keys(problems).length > 0) summary.current?.focus();
  }, [problems]);

  const submit = async () => {
    setProblems({});
    const changed = names.filter((name) => value(name) !== stored(name));
    if (changed.length === 0) {
      show('success', registerText.saved);
      return;
    }
    const sent = Object.fromEntries(changed.map((name) => [name, value(name)])) as Values;
    const input = Object.fromEntries(
      changed.map((name) => [name, apiValue(FEEDBACK_REGISTER_FIELDS[name], sent[name] ?? '')]),
    );
    setBusy(true);
    try {
      const saved = await props.save({ id: feedback.id, ...input });
      if (saved) {
        // Saved values are now the item's own; what was typed meanwhile stays an edit.
        setEdits((current) =>
          Object.fromEntries(
            Object.entries(current).filter(
              ([name, text]) => sent[name as RegisterFieldName] !== text,
            ),
          ),
        );
      }
      show(saved ? 'success' : 'error', saved ? registerText.saved : registerText.saveFailed);
    } catch (error) {
      console.error('updateFeedbackRegister failed', error);
      const byField = validationErrors(error, names);
      if (Object.keys(byField).length > 0) {
        setProblems(byField);
        return;
      }
      const reason = errorMessage(error);
      show('error', reason ? `${registerText.saveFailed} ${reason}` : registerText.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {refused.length > 0 && (
        <ErrorSummary
          ref={summary}
          problems={refused.map((name) => ({
            controlId: controlId(name),
            text: `${FEEDBACK_REGISTER_FIELDS[name].label}: ${problems[name]}`,
          }))}
        />
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
        {names.map((name) => (
          <Control
            key={name}
            name={name}
            field={FEEDBACK_REGISTER_FIELDS[name]}
            value={value(name)}
            problem={problems[name]}
            onChange={(text) => setEdits((current) => ({ ...current, [name]: text }))}
          />
        ))}
      </SimpleGrid>
      <SubmitButton label={registerText.save} busy={busy} />
    </form>
  );
}
