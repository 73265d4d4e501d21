// Texts of the Apply form on a job's page around its questions; the questions, their hints and
// error messages are the form's table (schema/contract/jobApplicationFields.ts).
import { NEXT_HEADING, REFERENCE_LABEL } from '../../../../../schema/contract/acknowledgements';
import { JOB_APPLICATION_LIMITS } from '../../../../../schema/contract/inputLimits';
import { jobApplicationAcknowledgement } from '../../../../../schema/contract/jobApplications';
import { siteConfig } from '../../../../../schema/contract/siteConfig';
import { formText } from '../../../content/formText';

const MAX_CV_MB = JOB_APPLICATION_LIMITS.cv.maxBytes / 1048576;

export const applyFormText = {
  heading: 'Apply online',
  intro: 'It takes about five minutes. Have your CV ready as a PDF or Word file.',
  optional: formText.optional,
  errorPrefix: formText.errorPrefix,
  submit: 'Send application',
  sending: 'Sending…',
  honeypotLabel: formText.honeypotLabel,
  /** Under the heading of content/collectionNotice.ts, followed by the link to /privacy. */
  collectionNotice: [
    `${siteConfig.providerName} collects the details in this form and your CV to consider you for this job and to contact you about it.`,
    'Only the staff who recruit for the job see them. They are stored securely in Australia, and our e-mails never include your CV or your answers.',
  ],
  errorSummary: {
    heading: formText.errorSummaryHeading,
    failed:
      'Your application could not be sent. Please try again, or e-mail us: your details are still in the form.',
  },
  /** What the checks of the CV's file say; the server's messages are shown as they come. */
  cv: {
    uploading: 'Wait until your CV has finished uploading',
    tooManyFiles: 'You can attach one CV: remove the one attached to choose another',
    fileType: (fileName: string) => `${fileName} must be a PDF or Word (.docx) file`,
    fileSize: (fileName: string) => `${fileName} must be smaller than ${MAX_CV_MB} MB`,
  },
  /** What the acknowledgement e-mail says too (schema/contract/jobApplications.ts). */
  confirmation: {
    heading: 'Application sent',
    referenceLabel: REFERENCE_LABEL,
    nextHeading: NEXT_HEADING,
    next: [
      `We have sent a confirmation with the reference to the e-mail address you gave. ${jobApplicationAcknowledgement.quoteReference}`,
      ...jobApplicationAcknowledgement.next,
    ],
  },
} as const;
