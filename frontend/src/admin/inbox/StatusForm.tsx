// Where an inbox item (a message, a referral) is in its handling: a select of its statuses and
// Save, which says whether the status was saved.
import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { SubmitButton } from '../components/SubmitButton';
import type { StatusTone } from '../components/StatusMessage';
import { inboxText } from '../texts';

export function StatusForm<Value extends string>(props: {
  label: string;
  labels: Record<Value, string>;
  current: Value;
  /** Sends the status; resolves to the saved one, or nothing when the API saved none. */
  save(status: Value): Promise<Value | null | undefined>;
  /** The API field, for the log line. */
  operation: string;
  show(tone: StatusTone, text: string): void;
}) {
  const { labels, show } = props;
  const [status, setStatus] = useState<Value>(props.current);
  const [busy, setBusy] = useState(false);
  const statuses = Object.entries(labels) as [Value, string][];

  const save = async () => {
    setBusy(true);
    try {
      const saved = await props.save(status);
      if (saved) show('success', inboxText.statusSaved(labels[saved]));
      else show('error', inboxText.statusFailed);
    } catch (error) {
      console.error(`${props.operation} failed`, error);
      show('error', inboxText.statusFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{props.label}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(event) => setStatus(event.target.value as Value)}
            >
              {statuses.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SubmitButton label={inboxText.saveStatus} busy={busy} />
      </Flex>
    </form>
  );
}
