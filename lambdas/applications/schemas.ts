// Server-side validation of the job applications' arguments. The Apply form and its CV upload are
// public, so every field is bounded; the form's checks come from its table
// (schema/contract/jobApplicationFields.ts).

import * as z from 'zod/mini';
import type {
  ModelJobApplicationFilterInput,
  MutationAddJobApplicationNoteArgs,
  MutationCompleteJobApplicationCvUploadArgs,
  MutationExportJobApplicationsArgs,
  MutationStartJobApplicationCvUploadArgs,
  MutationSubmitJobApplicationArgs,
  MutationUpdateJobApplicationStatusArgs,
  QueryGetJobApplicationArgs,
  QueryJobApplicationCountsArgs,
  QueryJobApplicationCvUrlArgs,
  QueryListJobApplicationsArgs,
} from '../../schema/generated/types';
import { JOB_APPLICATION_LIMITS } from '../../schema/contract/inputLimits';
import { JOB_APPLICATION_FORM } from '../../schema/contract/jobApplicationFields';
import { JOB_APPLICATION_STATUS_LABELS } from '../../schema/contract/jobApplications';
import {
  APPLICATION_CHECKED_PREFIX,
  APPLICATION_UPLOAD_PREFIX,
} from '../../schema/contract/storage';
import { fieldShape, oneOf } from '../shared/fieldSchemas';
import { filterSchema } from '../shared/filter';
import { graphqlArguments } from '../shared/graphqlArguments';
import { listArguments } from '../shared/list';
import type { FormFields } from '../shared/publicSubmission';
import { entityId, requiredText } from '../shared/validation';
import { isStagedKeyUnder } from '../shared/stagedKeys';

const { cv: CV_LIMITS } = JOB_APPLICATION_LIMITS;

/** Exactly one key completeJobApplicationCvUpload returned. */
const cv = z
  .array(
    requiredText(300).check(
      z.refine(
        (key) => isStagedKeyUnder(APPLICATION_CHECKED_PREFIX, key),
        'Must be a key completeJobApplicationCvUpload returned.',
      ),
    ),
    { error: 'Must be a list with the key of your CV.' },
  )
  .check(z.length(1, 'Attach your CV: one file.'));

export const submitJobApplicationArguments = graphqlArguments<MutationSubmitJobApplicationArgs>()(
  z.strictObject({
    input: z.strictObject({
      jobId: entityId,
      ...fieldShape(JOB_APPLICATION_FORM.fields, { cv }),
      // Honeypot: never stored, so its length does not matter; a bot is not told it was noticed.
      website: z.nullish(z.string({ error: 'Must be text.' })),
      clientToken: z.nullish(z.uuid({ error: 'Must be a UUID.' })),
    }),
  }),
);

/** The Apply form's fields as validated, `cv` being the checked CV's key. */
export type JobApplicationFields = FormFields<
  z.output<typeof submitJobApplicationArguments>['input']
>;

const cvSize = z
  .int({ error: 'Must be a whole number of bytes.' })
  .check(
    z.gte(CV_LIMITS.minBytes, 'The file is empty.'),
    z.lte(CV_LIMITS.maxBytes, `A CV may be at most ${CV_LIMITS.maxBytes / 1048576} MB.`),
  );

export const startJobApplicationCvUploadArguments =
  graphqlArguments<MutationStartJobApplicationCvUploadArgs>()(
    z.strictObject({
      input: z.strictObject({
        fileName: requiredText(255),
        contentType: z.enum(CV_LIMITS.contentTypes, {
          error: 'Must be a PDF or a Word (.docx) document.',
        }),
        size: cvSize,
      }),
    }),
  );

export const completeJobApplicationCvUploadArguments =
  graphqlArguments<MutationCompleteJobApplicationCvUploadArgs>()(
    z.strictObject({
      input: z.strictObject({
        key: requiredText(300).check(
          z.refine(
            (key) => isStagedKeyUnder(APPLICATION_UPLOAD_PREFIX, key),
            'Must be the key startJobApplicationCvUpload returned.',
          ),
        ),
        size: cvSize,
      }),
    }),
  );

const applicationFilter = filterSchema<ModelJobApplicationFilterInput>({
  jobId: 'string',
  status: 'string',
});

export const listJobApplicationsArguments = graphqlArguments<QueryListJobApplicationsArgs>()(
  listArguments(applicationFilter),
);

export const exportJobApplicationsArguments = graphqlArguments<MutationExportJobApplicationsArgs>()(
  z.strictObject({ filter: z.nullish(applicationFilter) }),
);

export const getJobApplicationArguments = graphqlArguments<QueryGetJobApplicationArgs>()(
  z.strictObject({ id: entityId }),
);

const { maxCountedJobs } = JOB_APPLICATION_LIMITS;

export const jobApplicationCountsArguments = graphqlArguments<QueryJobApplicationCountsArgs>()(
  z.strictObject({
    jobIds: z
      .array(entityId, { error: 'Must be a list of job ids.' })
      .check(
        z.minLength(1, 'Name at least one job.'),
        z.maxLength(maxCountedJobs, `Name at most ${maxCountedJobs} jobs.`),
      ),
  }),
);

export const jobApplicationCvUrlArguments = graphqlArguments<QueryJobApplicationCvUrlArgs>()(
  z.strictObject({ id: entityId }),
);

export const updateJobApplicationStatusArguments =
  graphqlArguments<MutationUpdateJobApplicationStatusArgs>()(
    z.strictObject({
      input: z.strictObject({ id: entityId, status: oneOf(JOB_APPLICATION_STATUS_LABELS) }),
    }),
  );

export const addJobApplicationNoteArguments = graphqlArguments<MutationAddJobApplicationNoteArgs>()(
  z.strictObject({
    input: z.strictObject({
      id: entityId,
      text: requiredText(JOB_APPLICATION_LIMITS.noteText),
    }),
  }),
);
