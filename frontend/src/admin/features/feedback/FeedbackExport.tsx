// 'Export CSV': asks the API for the register as the filter selects it (each exported item's audit
// trail records it) and hands the CSV to the browser as a file download.
import { BusyButton } from '../../components/SubmitButton';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { StatusTone } from '../../components/StatusMessage';
import { downloadCsv } from '../../data/downloadCsv';
import { errorMessage } from '../../data/errorMessage';
import {
  ExportFeedbackDocument,
  type ModelFeedbackFilterInput,
} from '../../graphql/generated/operations';
import { feedbackText } from '../../texts';

export function FeedbackExport(props: {
  filter: ModelFeedbackFilterInput | null;
  show(tone: StatusTone, text: string): void;
}) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const { filter, show } = props;

  const exportCsv = async () => {
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: ExportFeedbackDocument,
        variables: { filter },
      });
      if (!data) throw new Error('exportFeedback returned no data');
      downloadCsv(
        data.exportFeedback,
        feedbackText.exportFileName(new Date().toISOString().slice(0, 10)),
      );
      show('success', feedbackText.exported);
    } catch (error) {
      console.error('exportFeedback failed', error);
      const reason = errorMessage(error);
      show('error', reason ? `${feedbackText.exportFailed} ${reason}` : feedbackText.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <BusyButton
      variant="outline"
      label={feedbackText.exportCsv}
      busy={busy}
      onClick={() => void exportCsv()}
    />
  );
}
