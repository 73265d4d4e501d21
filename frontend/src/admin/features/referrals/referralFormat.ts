// How the referral screens write a referral's values: the labels of schema/contract (one source
// for the form, the handler and these screens) and its own view's address.
import { paths } from '../../../paths';
import { REFERRAL_STATUS_LABELS } from '../../../../../schema/contract/referrals';
import { REFERENCE_PARAM } from '../../inbox/referenceParam';
import { statusLabeller } from '../../inbox/statusLabel';

/** A referral's own view: the list's page with its reference (/admin/referrals?reference=R-…). */
export const referralPath = (reference: string) =>
  `${paths.adminReferrals}?${new URLSearchParams({ [REFERENCE_PARAM]: reference }).toString()}`;

export const referralStatusLabel = statusLabeller(REFERRAL_STATUS_LABELS);
