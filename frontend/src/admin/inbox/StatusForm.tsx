// Where an inbox item (a message, a referral) is in its handling: a select of its statuses and
// Save, which says whether the status was saved.
import { Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { StatusSelect } from '../components/StatusSelect';
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
        <StatusSelect
          label={props.label}
          labels={labels}
          value={status}
          maxW="xs"
          // Offers no empty choice, so the value is always a status.
          onChange={(value) => setStatus(value as Value)}
        />
        <SubmitButton label={inboxText.saveStatus} busy={busy} />
      </Flex>
    </form>
  );
}
