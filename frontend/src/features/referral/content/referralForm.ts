// Texts of the online referral form on the Make a Referral page, besides its fields': those, with
// the choices' labels, the consent statement and the services, are in schema/contract
// (referralFields.ts), which the API checks against.
import {
  NEXT_HEADING,
  REFERENCE_LABEL,
  referralAcknowledgement,
} from '../../../../../schema/contract/acknowledgements';
import { REFERRAL_ATTACHMENT_LIMITS } from '../../../../../schema/contract/inputLimits';
import { REFERRAL_FORM } from '../../../../../schema/contract/referralFields';
import { siteConfig } from '../../../../../schema/contract/siteConfig';
import { formText } from '../../../content/formText';

const MAX_FILE_MB = REFERRAL_ATTACHMENT_LIMITS.maxBytes / 1048576;
const MAX_FILES = REFERRAL_ATTACHMENT_LIMITS.maxPerReferral;

export const referralFormText = {
  heading: 'Make a referral online',
  intro: 'It takes about ten minutes and there is no time limit.',
  optional: formText.optional,
  errorPrefix: formText.errorPrefix,
  withoutScripts:
    'The online referral form needs JavaScript, which is turned off or blocked in your browser. Please download the Word referral form below and e-mail it to us instead.',
  /** The attachments' own control; the fields' labels and hints are in schema/contract/referralFields.ts. */
  attachments: {
    hint: `You can attach up to ${MAX_FILES} files, such as the completed referral form, pages of the NDIS plan or reports. PDF, Word (.docx), JPEG or PNG, up to ${MAX_FILE_MB} MB each.`,
    choose: 'Choose files',
    ...formText.files,
  },
  /** Under the heading of content/collectionNotice.ts, followed by the link to /privacy. */
  collectionNotice: [
    `${siteConfig.providerName} collects the details in this form to assess the referral and to contact you and the participant about support.`,
    'Only our intake team and the staff who arrange the participant’s support see them. They are stored securely in Australia, and we do not e-mail the participant’s details.',
  ],
  /** Above the fields when a service page's link chose the service (chosenService.ts). */
  chosenService: (service: string) =>
    `We have ticked ${service} under ‘${REFERRAL_FORM.fields.services.label}’ for you. You can change this.`,
  submit: 'Send referral',
  sending: 'Sending…',
  honeypotLabel: formText.honeypotLabel,
  errorSummary: {
    heading: formText.errorSummaryHeading,
    failed:
      'The referral could not be sent. Please try again, or call or e-mail us: your details are still in the form.',
  },
  /** What the acknowledgement e-mail says too (schema/contract/acknowledgements.ts). */
  confirmation: {
    heading: 'Referral sent',
    referenceLabel: REFERENCE_LABEL,
    startAgain: 'Make another referral',
    nextHeading: NEXT_HEADING,
    next: [
      `We have sent a confirmation with the reference to the e-mail address you gave. ${referralAcknowledgement.quoteReference}`,
      ...referralAcknowledgement.next,
    ],
  },
  /**
   * What the checks of the attachments say; each field's own is in schema/contract/
   * referralFields.ts. The server's messages are shown as they come.
   */
  errors: {
    uploading: 'Wait until the files have finished uploading',
    tooManyFiles: `You can attach up to ${MAX_FILES} files`,
    fileType: (fileName: string) => `${fileName} must be a PDF, Word (.docx), JPEG or PNG file`,
    fileSize: (fileName: string) => `${fileName} must be smaller than ${MAX_FILE_MB} MB`,
  },
} as const;
