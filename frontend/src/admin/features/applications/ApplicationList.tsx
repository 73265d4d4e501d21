// /admin/applications: the job applications, newest first, 25 at a time, as cards (they read on a
// phone and keep Delete in view), unread ones bold and marked 'Unread', under the count of unread
// ones. A job and a status filter, kept in the address, ask the API for the matching applications
// (Recruitment links each job to its own); Export CSV downloads those the filter selects (the API
// records the export in each one's history).
import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { JOB_APPLICATION_STATUS_LABELS } from '../../../../../schema/contract/jobApplications';
import { LIST_LIMITS } from '../../../../../schema/contract/inputLimits';
import { DateTime } from '../../components/DateTime';
import { ItemCards, type Column } from '../../components/ItemCards';
import { ListFilterBar, useFilterParams } from '../../components/ListFilterBar';
import { downloadCsv } from '../../data/downloadCsv';
import { listCall, removeCall } from '../../data/entityCalls';
import {
  DeleteJobApplicationDocument,
  ExportJobApplicationsDocument,
  ListJobApplicationsDocument,
  ListPostsDocument,
  UnreadJobApplicationCountDocument,
  type JobApplicationStatus,
  type JobApplicationSummaryFieldsFragment,
} from '../../graphql/generated/operations';
import { JOB_PARAM } from '../../inbox/referenceParam';
import { removeAndRecount, useUnreadCount } from '../../inbox/unreadCount';
import { EntityListPage, type AdminList, type ListView } from '../../list/EntityListPage';
import { RowActions } from '../../list/RowActions';
import { providerDate } from '../../../../../schema/contract/providerDate';
import { applicationFilter, applicationPath, STATUS_PARAM, statusParam } from './applicationFormat';
import { applicationsText as text } from './applicationTexts';

type Summary = JobApplicationSummaryFieldsFragment;

const { fields, filters } = text;
const columns: Column<Summary>[] = [
  { header: fields.received, cell: (application) => <DateTime value={application.createdAt} /> },
  { header: fields.job, cell: (application) => application.jobTitle },
  {
    header: fields.status,
    cell: (application) => JOB_APPLICATION_STATUS_LABELS[application.status],
  },
];

/** The filters' parameters in the address. */
const PARAMS = { jobId: JOB_PARAM, status: STATUS_PARAM };

const remove = removeCall('deleteJobApplication', DeleteJobApplicationDocument);

/** The jobs to choose from: the posts (a provider's handful fits one page); undefined while loading. */
function useJobChoices(): { id: string; title: string }[] | undefined {
  const { data, error } = useQuery(ListPostsDocument, {
    variables: { limit: LIST_LIMITS.maxLimit },
  });
  useEffect(() => {
    if (error) console.error('listPosts failed', error);
  }, [error]);
  return data?.listPosts.items.map(({ id, title }) => ({ id, title }));
}

/** The job and status filters and Export CSV; Show changes the address. */
function FilterBar(props: {
  jobId: string;
  status: JobApplicationStatus | null;
  view: ListView<Summary>;
}) {
  const client = useApolloClient();
  const jobs = useJobChoices();
  // A job deleted since its link was made still filters its applications.
  const removedJob = props.jobId && jobs && !jobs.some((job) => job.id === props.jobId);

  const exportCsv = async () => {
    const { data } = await client.mutate({
      mutation: ExportJobApplicationsDocument,
      variables: { filter: applicationFilter(props.jobId || null, props.status) },
    });
    if (!data) throw new Error('exportJobApplications returned no data');
    downloadCsv(data.exportJobApplications, text.exportFileName(providerDate(new Date())));
    // The header row and one row per application; a cell may hold line breaks, so count records.
    return text.exported(data.exportJobApplications.split('\r\n').filter(Boolean).length - 1);
  };

  return (
    <ListFilterBar
      params={PARAMS}
      values={{ jobId: props.jobId, status: props.status ?? '' }}
      name={{ 'aria-label': filters.label }}
      statuses={{
        label: filters.status,
        labels: JOB_APPLICATION_STATUS_LABELS,
        anyLabel: filters.anyStatus,
      }}
      applyLabel={filters.apply}
      exportCsv={{
        label: text.exportCsv,
        failed: text.exportFailed,
        operation: 'exportJobApplications',
        run: exportCsv,
        show: props.view.show,
      }}
    >
      {(chosen, choose) => (
        <Field.Root flex="1 1 14rem">
          <Field.Label>{filters.job}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={chosen.jobId}
              onChange={(event) => choose('jobId', event.target.value)}
            >
              <option value="">{filters.anyJob}</option>
              {removedJob ? <option value={props.jobId}>{filters.removedJob}</option> : null}
              {jobs?.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
    </ListFilterBar>
  );
}

/** `outcome`: what happened in an application's own view before it came back here. */
export function ApplicationList({ outcome }: { outcome?: string }) {
  const { values } = useFilterParams(PARAMS);
  const jobId = values.jobId;
  const status = statusParam(values.status);
  const unread = useUnreadCount('unreadJobApplicationCount', UnreadJobApplicationCountDocument);

  const applications = useMemo<AdminList<Summary>>(() => {
    return {
      texts: text,
      calls: {
        list: listCall('listJobApplications', ListJobApplicationsDocument, {
          filter: applicationFilter(jobId || null, status),
        }),
        remove: removeAndRecount(remove, UnreadJobApplicationCountDocument),
      },
      paging: { pageSize: 25, allPages: false },
      nameOf: (application) => application.name,
    };
  }, [jobId, status]);

  return (
    <EntityListPage list={applications} outcome={outcome}>
      {(view) => (
        <>
          {unread === undefined ? null : <Text mb="3">{text.unreadCount(unread)}</Text>}
          <FilterBar jobId={jobId} status={status} view={view} />
          <ItemCards
            label={text.listLabel}
            title={(application) => application.name}
            columns={columns}
            items={view.items}
            focusId={view.arrived}
            marker={(application) => (application.read ? undefined : text.unread)}
            actions={(application) => (
              <RowActions
                name={application.name}
                openTo={applicationPath(application.id)}
                onDelete={() => view.askDelete(application)}
              />
            )}
          />
        </>
      )}
    </EntityListPage>
  );
}
