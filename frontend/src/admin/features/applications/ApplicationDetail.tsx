// One application's own view: the job, its status, the applicant's answers as their form's table
// (schema/contract/jobApplicationFields.ts) has them, the CV through a short-lived signed link and
// internal notes, in the inbox item frame (back link, confirmed delete with the CV, retention,
// history).
import { Link as ChakraLink } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { JOB_APPLICATION_LIMITS } from '../../../../../schema/contract/inputLimits';
import { JOB_APPLICATION_FORM } from '../../../../../schema/contract/jobApplicationFields';
import { JOB_APPLICATION_STATUS_LABELS } from '../../../../../schema/contract/jobApplications';
import { paths } from '../../../paths';
import { DateTime } from '../../components/DateTime';
import { FactSection, Facts } from '../../components/Facts';
import { calendarDate } from '../../components/factValues';
import { TableFacts } from '../../components/TableFacts';
import {
  AddJobApplicationNoteDocument,
  DeleteJobApplicationDocument,
  GetJobApplicationDocument,
  UnreadJobApplicationCountDocument,
  UpdateJobApplicationStatusDocument,
} from '../../graphql/generated/operations';
import { InboxItemPage } from '../../inbox/InboxItemPage';
import { jobApplicationsPath } from '../../inbox/referenceParam';
import { StaffNotes } from '../../inbox/StaffNotes';
import { StatusForm } from '../../inbox/StatusForm';
import { ApplicationCv } from './ApplicationCv';
import { applicationStatusLabel } from './applicationFormat';
import { applicationsText as text } from './applicationTexts';

export function ApplicationDetail({ reference }: { reference: string }) {
  const client = useApolloClient();
  return (
    <InboxItemPage
      id={reference}
      kind="JOB_APPLICATION"
      get={{ document: GetJobApplicationDocument, field: 'getJobApplication' }}
      remove={{ document: DeleteJobApplicationDocument, field: 'deleteJobApplication' }}
      unreadCount={UnreadJobApplicationCountDocument}
      listPath={paths.adminApplications}
      texts={text}
      title={(application) => text.title(application?.id ?? reference)}
      deleteLabel={text.deleteApplication}
      confirmDelete={(application) => text.confirmDelete(application.name)}
      statusLabel={applicationStatusLabel}
    >
      {(application, show) => (
        <>
          <FactSection heading={text.sections.job}>
            <Facts
              facts={[
                [
                  text.fields.job,
                  <ChakraLink key="job" asChild color="brand.700" textDecoration="underline">
                    <Link to={jobApplicationsPath(application.jobId)}>{application.jobTitle}</Link>
                  </ChakraLink>,
                ],
                [
                  text.jobClosesOn,
                  application.jobClosesOn
                    ? calendarDate(application.jobClosesOn)
                    : text.openUntilFilled,
                ],
                [text.fields.received, <DateTime key="received" value={application.createdAt} />],
              ]}
            />
          </FactSection>
          <FactSection heading={text.sections.status}>
            <StatusForm
              label={text.fields.status}
              labels={JOB_APPLICATION_STATUS_LABELS}
              current={application.status}
              operation="updateJobApplicationStatus"
              show={show}
              save={async (status) => {
                const { data: saved } = await client.mutate({
                  mutation: UpdateJobApplicationStatusDocument,
                  variables: { input: { id: application.id, status } },
                });
                return saved?.updateJobApplicationStatus?.status;
              }}
            />
          </FactSection>
          <TableFacts form={JOB_APPLICATION_FORM} item={application} />
          <FactSection heading={JOB_APPLICATION_FORM.fields.cv.staffLabel}>
            <ApplicationCv application={application} show={show} />
          </FactSection>
          <FactSection heading={text.sections.notes}>
            <StaffNotes
              notes={application.notes}
              texts={text}
              maxLength={JOB_APPLICATION_LIMITS.noteText}
              operation="addJobApplicationNote"
              show={show}
              add={async (note) => {
                const { data: added } = await client.mutate({
                  mutation: AddJobApplicationNoteDocument,
                  variables: { input: { id: application.id, text: note } },
                });
                return Boolean(added?.addJobApplicationNote);
              }}
            />
          </FactSection>
        </>
      )}
    </InboxItemPage>
  );
}
