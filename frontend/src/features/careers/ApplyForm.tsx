import { JOB_APPLICATION_FORM } from '../../../../schema/contract/jobApplicationFields';
import { JOB_APPLICATION_LIMITS } from '../../../../schema/contract/inputLimits';
import { CollectionNotice } from '../../components/CollectionNotice';
import { fieldsGuard } from '../../components/form/fieldsGuard';
import { FileUploadField } from '../../components/form/FileUploadField';
import { PublicForm } from '../../components/form/PublicForm';
import { TableSections } from '../../components/form/TableSections';
import { useFileUploads } from '../../components/form/useFileUploads';
import { usePublicForm } from '../../components/form/usePublicForm';
import { acceptedFiles } from '../../data/checkedUpload';
import { applyFormText as text } from './content/applyForm';
import { cvContentType, sendJobApplication, uploadCv, type CheckedCv } from './data/applications';
import { APPLY_FIELDS, APPLY_ID_PREFIX } from './applyFields';

/** The form's checks: loaded once the visitor starts answering (usePublicForm.ts). */
const loadChecks = () => import('./applyChecks');

const { cv } = JOB_APPLICATION_FORM.fields;

const isCheckedCv = fieldsGuard<CheckedCv>({ key: 'string', fileName: 'string' });

/**
 * A job page's Apply form, GOV.UK style like the other public forms (PublicForm.tsx), its questions
 * from its table (schema/contract/jobApplicationFields.ts). The CV uploads as it is chosen; the
 * application is not sent while it is still uploading. `jobId` is the page's job, which the
 * publisher writes into the page's island (lambdas/posts/jobPage.ts); it is sent, never shown.
 */
export function ApplyForm({ jobId }: { jobId: string }) {
  const cvs = useFileUploads({
    maxFiles: 1,
    minBytes: JOB_APPLICATION_LIMITS.cv.minBytes,
    maxBytes: JOB_APPLICATION_LIMITS.cv.maxBytes,
    contentType: cvContentType,
    upload: uploadCv,
    problems: text.cv,
    failureLog: 'Uploading a CV failed',
    isChecked: isCheckedCv,
  });
  const form = usePublicForm({
    idPrefix: APPLY_ID_PREFIX,
    // A draft for one job must not reappear on another job's page.
    progressName: `${APPLY_ID_PREFIX}:${jobId}`,
    fields: APPLY_FIELDS,
    prepare: loadChecks,
    async check(data) {
      const checked = (await loadChecks()).checkApplication(data);
      const cvProblem = !cvs.done ? text.cv.uploading : cvs.uploaded.length ? null : cv.error;
      if (!cvProblem) return checked;
      return { input: null, errors: { ...checked.errors, cv: cvProblem } };
    },
    send: async (input) => ({
      reference: await sendJobApplication({
        ...input,
        jobId,
        cv: cvs.uploaded.map((file) => file.key),
      }),
      confirmation: text.confirmation,
    }),
    failed: text.errorSummary.failed,
    failureLog: 'Sending the application failed',
    onSent: cvs.clear,
    // A reload or Back keeps the uploaded CV with what was typed, as the referral's attachments.
    kept: cvs.kept,
  });

  return (
    <PublicForm
      form={form}
      text={text}
      // A problem with a chosen file shows at the file input until the next choice, not in the
      // summary.
      fieldErrors={{ ...form.errors, cv: form.errors.cv ?? cvs.problem }}
      notice={<CollectionNotice paragraphs={text.collectionNotice} />}
    >
      <TableSections
        form={JOB_APPLICATION_FORM}
        own={{
          cv: (
            <FileUploadField
              field="cv"
              label={cv.label}
              hint={cv.hint}
              accept={acceptedFiles(JOB_APPLICATION_LIMITS.cv.contentTypes)}
              files={cvs.files}
              full={cvs.full}
              onChoose={(files) => {
                cvs.choose(files);
                form.clearErrors('cv');
              }}
              onRemove={cvs.remove}
            />
          ),
        }}
      />
    </PublicForm>
  );
}
