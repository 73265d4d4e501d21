// 'Export CSV': asks the API for the register as the filter selects it (each exported item's audit
// trail records it) and hands the CSV to the browser as a file download.
import { useApolloClient } from '@apollo/client/react';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import type { StatusTone } from '../../components/StatusMessage';
import { downloadCsv } from '../../data/downloadCsv';
import {
  ExportFeedbackDocument,
  type ModelFeedbackFilterInput,
} from '../../graphql/generated/operations';
import { providerDate } from '../../../../../schema/contract/providerDate';
import { feedbackText } from '../../texts';

export function FeedbackExport(props: {
  filter: ModelFeedbackFilterInput | null;
  show(tone: StatusTone, text: string): void;
}) {
  const client = useApolloClient();
  const { filter } = props;

  const exportCsv = async () => {
    const { data } = await client.mutate({
      mutation: ExportFeedbackDocument,
      variables: { filter },
    });
    if (!data) throw new Error('exportFeedback returned no data');
    downloadCsv(data.exportFeedback, feedbackText.exportFileName(providerDate(new Date())));
    return feedbackText.exported;
  };

  return (
    <ExportCsvButton
      label={feedbackText.exportCsv}
      failed={feedbackText.exportFailed}
      operation="exportFeedback"
      run={exportCsv}
      show={props.show}
    />
  );
}
