// Texts of the Make a Referral page.
import { REFERRAL_CONTACT_TIME } from '../../../../../schema/contract/acknowledgements';
import { REFERRAL_DOCUMENT_DOWNLOAD_NAME } from '../../../../../schema/contract/referralDocument';
import { siteConfig } from '../../../../../schema/contract/siteConfig';

export const referralText = {
  heading: 'Make a Referral',
  intro: [
    `Referring someone to ${siteConfig.providerName} is easy. Participants, families, support coordinators, plan managers and health professionals can all make a referral.`,
    `Fill in the form below, or send us our Word referral form if you prefer. We will contact you within ${REFERRAL_CONTACT_TIME} to talk about the next steps.`,
  ],
  /** After the online form, for those who prefer a document. */
  byDocument: {
    heading: 'Send the Word referral form instead',
    text: 'Download our referral form, fill it in with as much detail as you can, and e-mail it to us.',
  },
  download: 'Download the referral form',
  downloading: 'Downloading…',
  sendTo: 'Please send the form to:',
  downloadFailed: 'Download failed',
  /** The name the browser saves the form under. */
  fileName: REFERRAL_DOCUMENT_DOWNLOAD_NAME,
} as const;
