// An application's CV as a button that downloads it through a fresh signed link (the download is
// recorded in the application's history).
import { Text } from '@chakra-ui/react';
import { fileSize } from '../../components/factValues';
import { SignedDownloadButton } from '../../components/SignedDownloadButton';
import type { StatusTone } from '../../components/StatusMessage';
import {
  JobApplicationCvUrlDocument,
  type JobApplicationFieldsFragment,
} from '../../graphql/generated/operations';
import { applicationsText } from './applicationTexts';

export function ApplicationCv(props: {
  application: JobApplicationFieldsFragment;
  show(tone: StatusTone, text: string): void;
}) {
  const { application, show } = props;
  const [cv] = application.cv;
  if (!cv) return <Text>{applicationsText.noCv}</Text>;
  return (
    <SignedDownloadButton
      label={applicationsText.downloadCv(cv.fileName, fileSize(cv.size))}
      query={JobApplicationCvUrlDocument}
      variables={{ id: application.id }}
      linkOf={(data) => data.jobApplicationCvUrl}
      failedText={applicationsText.downloadFailed}
      show={show}
    />
  );
}
