// Resolves the job application fields: the job page's Apply form (submitJobApplication and its CV
// upload) and the admin's applications under Recruitment. Opening, exporting, changing and deleting
// are recorded in the audit trail (lambdas/shared/audit.ts).

import type {
  JobApplication,
  JobApplicationReceipt,
  JobApplicationSummary,
  Post,
} from '../../schema/generated/types';
import { JOB_APPLICATION_LIMITS, LIST_LIMITS } from '../../schema/contract/inputLimits';
import { JOB_APPLICATION_REFERENCE_PREFIX } from '../../schema/contract/jobApplications';
import { isJobOpen } from '../../schema/contract/jobPages';
import { JOB_APPLICATION_STATUS_LABELS } from '../../schema/contract/jobApplications';
import { auditEntryWrites, recordAudit } from '../shared/audit';
import { staffName } from '../shared/auth';
import { bestEffort } from '../shared/bestEffort';
import { NotFoundError, type RequestContext, ValidationError } from '../shared/errors';
import { type ListArguments, listFilledPage } from '../shared/list';
import { listSummaries, summaryFields } from '../shared/listView';
import { deleteObject } from '../shared/photos';
import { type PublicSubmission, sameFields, submissionRoute } from '../shared/publicSubmission';
import { referenceFrom } from '../shared/reference';
import {
  appendToListInExistingItem,
  deleteExistingItem,
  getItem,
  type Page,
  updateExistingItem,
  updateExistingItemIfChanged,
} from '../shared/repository';
import type { Routes } from '../shared/resolver';
import { countUnread } from '../shared/unread';
import { deleteArguments, parseArguments } from '../shared/validation';
import { copyFiles, deleteObjects, downloadUrl, markUsed } from '../shared/privateFiles';
import { countApplicationsPerJob } from './counts';
import { applicationsCsv } from './csv';
import {
  type CheckedCv,
  checkedCv,
  completeJobApplicationCvUpload,
  cvOf,
  startJobApplicationCvUpload,
} from './cv';
import type { JOB_APPLICATION_FIELDS } from './fields';
import { sendAcknowledgement, sendStaffNotification } from './mail';
import {
  addJobApplicationNoteArguments,
  exportJobApplicationsArguments,
  getJobApplicationArguments,
  jobApplicationCountsArguments,
  jobApplicationCvUrlArguments,
  type JobApplicationFields,
  listJobApplicationsArguments,
  submitJobApplicationArguments,
  updateJobApplicationStatusArguments,
} from './schemas';

export const JOB_NOT_OPEN = 'This job is no longer taking applications.';

interface Checked {
  job: Post;
  cv: CheckedCv;
}

/** The job must exist and be open, and the CV must be a checked one. */
async function checkApplication(fields: JobApplicationFields): Promise<Checked> {
  const job = await getItem<Post>('Post', fields.jobId);
  if (!job || !isJobOpen(job, new Date())) {
    throw new ValidationError('jobId', JOB_NOT_OPEN);
  }
  return { job, cv: await checkedCv(fields.cv[0]!) };
}

/** Moves the checked CV under the application; on a failure deletes the copy, and raises. */
async function moveCv(application: JobApplication, checked: Checked, request: RequestContext) {
  const move = { from: checked.cv.from, attachment: cvOf(application.id, checked.cv) };
  const details = { applicationId: application.id };
  try {
    await copyFiles([move]);
  } catch (error) {
    // The checked CV stays, so the applicant can send the form again with it.
    await bestEffort("Could not delete an application's copied CV", request, details, () =>
      deleteObjects([move.attachment.key]),
    );
    throw error;
  }
  await bestEffort('Could not mark a checked CV used', request, details, () =>
    markUsed([move.from]),
  );
}

const applicationForm: PublicSubmission<
  JobApplicationFields,
  JobApplication,
  JobApplicationReceipt,
  Checked
> = {
  entity: 'JobApplication',
  rateLimit: 'jobApplication',
  noun: 'job application',
  idDetail: 'applicationId',
  idFormat: referenceFrom(JOB_APPLICATION_REFERENCE_PREFIX),
  parse: (args) => parseArguments(submitJobApplicationArguments, args).input,
  check: checkApplication,
  item: ({ cv: _checkedKey, ...fields }, stamp, checked) => ({
    ...fields,
    ...stamp,
    jobTitle: checked?.job.title ?? '',
    jobClosesOn: checked?.job.closesOn ?? null,
    cv: checked ? [cvOf(stamp.id, checked.cv)] : [],
    status: 'NEW',
    read: false,
    notes: [],
  }),
  // The checked key is gone once moved; a resend names one CV again.
  sameContent: (stored, { cv, ...fields }) =>
    sameFields(stored, fields) && stored.cv.length === cv.length,
  afterStore: moveCv,
  notifications: [
    { failure: 'Could not e-mail the job application acknowledgement', send: sendAcknowledgement },
    {
      failure: 'Could not e-mail the new job application notification',
      send: sendStaffNotification,
    },
  ],
  // Stored, moved and e-mailed once: a resend is answered with the application, nothing more.
  notifyOnResend: false,
  answer: (application) => ({ reference: application.id, receivedAt: application.createdAt }),
};

async function requireApplication(id: string): Promise<JobApplication> {
  const application = await getItem<JobApplication>('JobApplication', id);
  if (!application) {
    throw new NotFoundError(`No JobApplication with id "${id}" exists.`);
  }
  return application;
}

/** A download is a view of the CV: recorded before the link is handed out. */
async function cvUrl(args: Record<string, unknown>, request: RequestContext): Promise<string> {
  const { id } = parseArguments(jobApplicationCvUrlArguments, args);
  const [cv] = (await requireApplication(id)).cv;
  if (!cv) {
    throw new NotFoundError(`Application "${id}" has no CV.`);
  }
  await recordAudit(request, [
    { kind: 'JOB_APPLICATION', id, action: 'VIEWED', detail: `CV ${cv.fileName}` },
  ]);
  return downloadUrl(cv);
}

/** The CV first: a failure leaves the application to delete again, never a CV without one. */
async function deleteApplication(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<JobApplication | null> {
  const { id } = parseArguments(deleteArguments, args).input;
  const application = await getItem<JobApplication>('JobApplication', id);
  if (!application) {
    return null;
  }
  await Promise.all(application.cv.map((cv) => deleteObject(cv.key)));
  return deleteExistingItem<JobApplication>(
    'JobApplication',
    id,
    await auditEntryWrites(request, [{ kind: 'JOB_APPLICATION', id, action: 'DELETED' }]),
  );
}

/** Every application the filter selects, newest first; more than one export may hold is refused. */
async function exportedApplications(filter: ListArguments['filter']): Promise<JobApplication[]> {
  const items: JobApplication[] = [];
  let nextToken: string | null = null;
  do {
    const page: Page<JobApplication> = await listFilledPage<JobApplication>('JobApplication', {
      filter,
      limit: LIST_LIMITS.maxLimit,
      nextToken,
    });
    items.push(...page.items);
    if (items.length > JOB_APPLICATION_LIMITS.maxExport) {
      throw new ValidationError(
        'filter',
        `More than ${JOB_APPLICATION_LIMITS.maxExport} applications match: filter by job or status and export each part.`,
      );
    }
    nextToken = page.nextToken;
  } while (nextToken);
  return items;
}

async function exportApplications(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<string> {
  const { filter } = parseArguments(exportJobApplicationsArguments, args);
  const items = await exportedApplications(filter);
  await recordAudit(
    request,
    items.map((item) => ({ kind: 'JOB_APPLICATION', id: item.id, action: 'EXPORTED' })),
  );
  return applicationsCsv(items);
}

const SUMMARY_FIELDS = summaryFields<JobApplicationSummary>()([
  'id',
  'jobId',
  'jobTitle',
  'name',
  'status',
  'read',
  'createdAt',
]);

export const routes: Routes<typeof JOB_APPLICATION_FIELDS> = {
  'Mutation.submitJobApplication': submissionRoute(applicationForm),
  'Mutation.startJobApplicationCvUpload': {
    rateLimit: 'jobApplication',
    resolve: startJobApplicationCvUpload,
  },
  'Mutation.completeJobApplicationCvUpload': {
    rateLimit: 'jobApplication',
    resolve: completeJobApplicationCvUpload,
  },
  'Query.listJobApplications': {
    resolve: (args, request) =>
      listSummaries<JobApplicationSummary>(
        'JobApplication',
        'JOB_APPLICATION',
        parseArguments(listJobApplicationsArguments, args),
        SUMMARY_FIELDS,
        request,
      ),
  },
  'Query.getJobApplication': {
    resolve: async (args, request) => {
      const { id } = parseArguments(getJobApplicationArguments, args);
      const application = await updateExistingItem<JobApplication>('JobApplication', id, {
        read: true,
      });
      await recordAudit(request, [{ kind: 'JOB_APPLICATION', id, action: 'VIEWED' }]);
      return application;
    },
  },
  'Query.unreadJobApplicationCount': { resolve: () => countUnread('JobApplication') },
  'Query.jobApplicationCounts': {
    resolve: (args) =>
      countApplicationsPerJob(parseArguments(jobApplicationCountsArguments, args).jobIds),
  },
  'Query.jobApplicationCvUrl': { resolve: cvUrl },
  'Mutation.updateJobApplicationStatus': {
    resolve: async (args, request) => {
      const { id, status } = parseArguments(updateJobApplicationStatusArguments, args).input;
      const { item } = await updateExistingItemIfChanged<JobApplication>(
        'JobApplication',
        id,
        { status },
        await auditEntryWrites(request, [
          {
            kind: 'JOB_APPLICATION',
            id,
            action: 'CHANGED_STATUS',
            detail: JOB_APPLICATION_STATUS_LABELS[status],
          },
        ]),
      );
      return item;
    },
  },
  'Mutation.addJobApplicationNote': {
    resolve: async (args, request) => {
      const { id, text } = parseArguments(addJobApplicationNoteArguments, args).input;
      const note = {
        text,
        author: await staffName(request.identity ?? null),
        createdAt: new Date().toISOString(),
      };
      return appendToListInExistingItem<JobApplication>(
        'JobApplication',
        id,
        {
          attribute: 'notes',
          value: note,
          maxLength: JOB_APPLICATION_LIMITS.maxNotes,
          field: 'text',
        },
        await auditEntryWrites(request, [{ kind: 'JOB_APPLICATION', id, action: 'ADDED_NOTE' }]),
      );
    },
  },
  'Mutation.deleteJobApplication': { resolve: deleteApplication },
  'Mutation.exportJobApplications': { resolve: exportApplications },
};
