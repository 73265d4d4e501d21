import { ReferralDocumentUrlDocument } from '../../../data/generated/operations';
import { request } from '../../../data/graphqlClient';

/** Asks the API for a short-lived link to the referral document (.docx) and fetches the file. */
export async function fetchReferralDocument(): Promise<Blob> {
  const { referralFormUrl } = await request(ReferralDocumentUrlDocument);
  if (!referralFormUrl) throw new Error('referralFormUrl returned no link');
  const response = await fetch(referralFormUrl);
  if (!response.ok) throw new Error(`The referral document answered HTTP ${response.status}`);
  return response.blob();
}
