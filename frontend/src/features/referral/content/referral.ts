// Texts of the Make a Referral page.
import { REFERRAL_DOCUMENT_DOWNLOAD_NAME } from '../../../../../schema/contract/referralDocument';
import { siteConfig } from '../../../../../schema/contract/siteConfig';

export const referralText = {
  heading: 'Make a Referral',
  intro: [
    `Referring someone to ${siteConfig.providerName} is easy. Participants, families, support coordinators, plan managers and health professionals can all make a referral.`,
    'Download our referral form, fill it in with as much detail as you can, and e-mail it to us. We will contact you within two business days to talk about the next steps.',
  ],
  download: 'Download the referral form',
  downloading: 'Downloading…',
  sendTo: 'Please send the form to:',
  downloadFailed: 'Download failed',
  /** The name the browser saves the form under. */
  fileName: REFERRAL_DOCUMENT_DOWNLOAD_NAME,
} as const;
