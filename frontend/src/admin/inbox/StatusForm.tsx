// Where an inbox item stands: a select of its statuses and Save, which says whether the status was
// saved. Shared by the inboxes whose items have a status (feedback).
import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { SubmitButton } from '../components/SubmitButton';
import type { StatusTone } from '../components/StatusMessage';

export interface StatusFormTexts {
  label: string;
  saveStatus: string;
  statusSaved(status: string): string;
  statusFailed: string;
}

export function StatusForm<Status extends string>(props: {
  labels: Readonly<Record<Status, string>>;
  current: Status;
  texts: StatusFormTexts;
  /** Saves the status; resolves to the status as stored, or undefined when none was. */
  save(status: Status): Promise<Status | undefined>;
  show(tone: StatusTone, text: string): void;
}) {
  const { labels, texts, save, show } = props;
  const [status, setStatus] = useState<Status>(props.current);
  const [busy, setBusy] = useState(false);
  const choices = Object.entries(labels) as [Status, string][];

  const submit = async () => {
    setBusy(true);
    try {
      const saved = await save(status);
      if (saved) show('success', texts.statusSaved(labels[saved]));
      else show('error', texts.statusFailed);
    } catch (error) {
      console.error('Saving the status failed', error);
      show('error', texts.statusFailed);
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
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{texts.label}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(event) => setStatus(event.target.value as Status)}
            >
              {choices.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SubmitButton label={texts.saveStatus} busy={busy} />
      </Flex>
    </form>
  );
}
