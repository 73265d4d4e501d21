// 'Export CSV': runs a list's export (which asks the API and hands the file to the browser), then
// says how it went in the page's status message. It keeps focus while busy (BusyButton).
import { useState } from 'react';
import { errorMessage } from '../data/errorMessage';
import type { StatusTone } from './StatusMessage';
import { BusyButton } from './SubmitButton';

export function ExportCsvButton(props: {
  label: string;
  /** What the status says when the export fails, before the API's reason. */
  failed: string;
  /** The API operation, named in the console when it fails. */
  operation: string;
  /** Downloads the CSV and returns what the status says of it. */
  run(): Promise<string>;
  show(tone: StatusTone, text: string): void;
}) {
  const [busy, setBusy] = useState(false);
  const { failed, show } = props;

  const exportCsv = async () => {
    setBusy(true);
    try {
      show('success', await props.run());
    } catch (error) {
      console.error(`${props.operation} failed`, error);
      const reason = errorMessage(error);
      show('error', reason ? `${failed} ${reason}` : failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <BusyButton
      variant="outline"
      label={props.label}
      busy={busy}
      onClick={() => void exportCsv()}
    />
  );
}
