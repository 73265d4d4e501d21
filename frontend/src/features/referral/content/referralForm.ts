// Texts of the online referral form on the Make a Referral page. The choices' labels, the consent
// statement and the services come from schema/contract, which the API checks against.
import {
  REFERRAL_ATTACHMENT_LIMITS,
  REFERRAL_LIMITS,
} from '../../../../../schema/contract/inputLimits';
import { REFERRAL_CONSENT_TEXT } from '../../../../../schema/contract/referrals';
import { siteConfig } from '../../../../../schema/contract/siteConfig';
import { contactPageText } from '../../../content/contact';
import { formText } from '../../../content/formText';

const MAX_FILE_MB = REFERRAL_ATTACHMENT_LIMITS.maxBytes / 1048576;
const MAX_FILES = REFERRAL_ATTACHMENT_LIMITS.maxPerReferral;

export const referralFormText = {
  heading: 'Make a referral online',
  intro:
    'You can also refer someone here instead of sending the form. It takes about ten minutes and there is no time limit.',
  optional: formText.optional,
  errorPrefix: formText.errorPrefix,
  withoutScripts:
    'The online referral form needs JavaScript, which is turned off or blocked in your browser. Please download the referral form and e-mail it to us instead.',
  groups: {
    referrer: {
      legend: 'About you (the person making the referral)',
      role: 'Who is making the referral?',
      name: 'Your full name',
      organisation: 'Organisation',
      email: 'E-mail address',
      emailHint: 'We send the referral’s reference to this address.',
      phone: 'Phone number',
    },
    participant: {
      legend: 'About the participant',
      hint: 'The person who would receive the support. If you are referring yourself, enter your own details.',
      name: 'Participant’s full name',
      dateOfBirth: 'Date of birth',
      ndisNumber: 'NDIS number',
      ndisNumberHint: 'Nine digits, starting with 43. You can find it on the NDIS plan.',
      postcode: 'Postcode',
      preferredContact: 'How should we contact the participant?',
    },
    communication: {
      legend: 'Communication needs',
      hint: 'Tick any that apply.',
      interpreter: 'An interpreter is needed',
      interpreterLanguage: 'Language',
      auslan: 'Auslan (Australian Sign Language)',
      other: 'Other communication needs',
    },
    plan: {
      legend: 'NDIS plan',
      funding: 'How is the NDIS plan funded?',
      startDate: 'Plan start date',
      endDate: 'Plan end date',
    },
    services: {
      legend: 'Services and support',
      services: 'Which services are you interested in?',
      servicesHint: 'Tick all that apply.',
      supportNeeded: 'What support is needed?',
      supportNeededHint:
        'For example: daily tasks, therapy, behaviour support, help with the plan.',
      goals: 'What are the participant’s goals?',
    },
    attachments: {
      legend: 'Attachments',
      hint: `You can attach up to ${MAX_FILES} files, such as the completed referral form, pages of the NDIS plan or reports. PDF, Word (.docx), JPEG or PNG, up to ${MAX_FILE_MB} MB each.`,
      choose: 'Choose files',
      uploading: 'Uploading…',
      uploaded: 'Uploaded',
      remove: 'Remove',
      /** The remove button's name for screen readers: which file it removes. */
      removeLabel: (fileName: string) => `Remove ${fileName}`,
      listLabel: 'Attached files',
    },
    consent: {
      legend: 'Consent',
      statement: REFERRAL_CONSENT_TEXT,
    },
  },
  /** Under the heading of content/collectionNotice.ts, followed by the link to /privacy. */
  collectionNotice: [
    `${siteConfig.providerName} collects the details in this form to assess the referral and to contact you and the participant about support.`,
    'Only our intake team and the staff who arrange the participant’s support see them. They are stored securely in Australia, and we do not e-mail the participant’s details.',
  ],
  submit: 'Send referral',
  sending: 'Sending…',
  honeypotLabel: contactPageText.form.honeypotLabel,
  errorSummary: {
    heading: formText.errorSummaryHeading,
    failed:
      'The referral could not be sent. Please try again, or call or e-mail us: your details are still in the form.',
  },
  confirmation: {
    heading: 'Referral sent',
    referenceLabel: 'Your reference is',
    nextHeading: 'What happens next',
    next: [
      'We have sent a confirmation with the reference to the e-mail address you gave. Please quote it when you contact us about this referral.',
      'Our intake team reads the referral and any files you attached, and contacts you or the participant, in the way you asked, within two business days.',
    ],
  },
  /** What a field's client check says; the server's own messages are shown as they come. */
  errors: {
    referrerRole: 'Choose who is making the referral',
    referrerName: 'Enter your full name',
    referrerEmail: formText.errors.email,
    referrerPhone: formText.errors.phone,
    participantName: 'Enter the participant’s full name',
    participantDateOfBirth: `Enter the participant’s date of birth: a real date between ${REFERRAL_LIMITS.earliestDateOfBirth.slice(0, 4)} and today`,
    ndisNumber: 'Enter an NDIS number of nine digits starting with 43, or leave it empty',
    participantPostcode: 'Enter an Australian postcode, like 3000',
    preferredContact: 'Choose how we should contact the participant',
    interpreterLanguage: 'Enter the language the interpreter should speak',
    planFunding: 'Choose how the NDIS plan is funded',
    planStartDate: 'Enter a real plan start date, or leave it empty',
    planEndDate: 'Enter a real plan end date that is not before the start date, or leave it empty',
    services: 'Choose at least one service',
    supportNeeded: 'Describe the support that is needed',
    consent: 'Tick the box to confirm the participant agrees to this referral',
    tooLong: formText.errors.tooLong,
    singleLine: formText.errors.singleLine,
    uploading: 'Wait until the files have finished uploading',
    tooManyFiles: `You can attach up to ${MAX_FILES} files`,
    fileType: (fileName: string) => `${fileName} must be a PDF, Word (.docx), JPEG or PNG file`,
    fileEmpty: (fileName: string) => `${fileName} is empty`,
    fileSize: (fileName: string) => `${fileName} must be smaller than ${MAX_FILE_MB} MB`,
    uploadFailed: (fileName: string, reason: string) =>
      `${fileName} could not be uploaded: ${reason}`,
    uploadFailedGeneric: 'please try again.',
  },
} as const;
