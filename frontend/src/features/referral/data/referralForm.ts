import { ReferralFormUrlDocument } from '../../../data/generated/operations';
import { request } from '../../../data/graphqlClient';

/** Asks the API for a short-lived link to the referral form and fetches the file. */
export async function fetchReferralForm(): Promise<Blob> {
  const { referralFormUrl } = await request(ReferralFormUrlDocument);
  if (!referralFormUrl) throw new Error('referralFormUrl returned no link');
  const response = await fetch(referralFormUrl);
  if (!response.ok) throw new Error(`The referral form answered HTTP ${response.status}`);
  return response.blob();
}
