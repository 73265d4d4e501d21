// How the referral screens write a referral's values: the labels of schema/contract (one source
// for the form, the handler and these screens), dates and file sizes.
import { paths } from '../../../paths';
import { REFERRAL_STATUS_LABELS } from '../../../../../schema/contract/referrals';
import { REFERENCE_PARAM } from '../../inbox/referenceParam';
import { statusLabeller } from '../../inbox/statusLabel';

/** A referral's own view: the list's page with its reference (/admin/referrals?reference=R-…). */
export const referralPath = (reference: string) =>
  `${paths.adminReferrals}?${new URLSearchParams({ [REFERENCE_PARAM]: reference }).toString()}`;

export const referralStatusLabel = statusLabeller(REFERRAL_STATUS_LABELS);

const sizeFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
