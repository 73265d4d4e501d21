// An application's CV as a button: it asks the API for a short-lived signed link (the download is
// recorded in the application's history) and hands it to the browser, which saves the file.
import { Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { fileSize } from '../../components/factValues';
import type { StatusTone } from '../../components/StatusMessage';
import { BusyButton } from '../../components/SubmitButton';
import {
  JobApplicationCvUrlDocument,
  type JobApplicationFieldsFragment,
} from '../../graphql/generated/operations';
import { applicationsText } from './applicationTexts';

export function ApplicationCv(props: {
  application: JobApplicationFieldsFragment;
  show(tone: StatusTone, text: string): void;
}) {
  const client = useApolloClient();
  const [fetching, setFetching] = useState(false);
  const { application, show } = props;
  const [cv] = application.cv;

  const download = async () => {
    setFetching(true);
    try {
      const { data } = await client.query({
        query: JobApplicationCvUrlDocument,
        variables: { id: application.id },
        // Each link expires within minutes: never one from the cache.
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('jobApplicationCvUrl returned no data');
      // The link answers with Content-Disposition: attachment, so this page stays open.
      window.location.assign(data.jobApplicationCvUrl);
    } catch (error) {
      console.error('jobApplicationCvUrl failed', error);
      show('error', applicationsText.downloadFailed);
    } finally {
      setFetching(false);
    }
  };

  if (!cv) return <Text>{applicationsText.noCv}</Text>;
  return (
    <BusyButton
      variant="outline"
      whiteSpace="normal"
      textAlign="start"
      height="auto"
      py="2"
      label={applicationsText.downloadCv(cv.fileName, fileSize(cv.size))}
      busy={fetching}
      onClick={() => void download()}
    />
  );
}
