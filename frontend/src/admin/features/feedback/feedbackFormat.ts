// How the register's screens name an item and link to it.
import { FEEDBACK_STATUS_LABELS } from '../../../../../schema/contract/feedback';
import { paths } from '../../../paths';
import { statusLabeller } from '../../inbox/statusLabel';
import { REFERENCE_PARAM } from '../../inbox/referenceParam';
import { feedbackText } from '../../texts';

/** An item's own view: the register's page with its reference (/admin/feedback?reference=F-…). */
export const feedbackPath = (reference: string) =>
  `${paths.adminFeedback}?${new URLSearchParams({ [REFERENCE_PARAM]: reference }).toString()}`;

/** The register's own screens: recording an item staff took, and the statistics. */
export type FeedbackView = 'record' | 'statistics';
export const VIEW_PARAM = 'view';
export const feedbackViewPath = (view: FeedbackView) =>
  `${paths.adminFeedback}?${new URLSearchParams({ [VIEW_PARAM]: view }).toString()}`;

/** Who it is from as the register shows it: the name given, or 'Anonymous'. */
export const fromWhom = (item: { anonymous: boolean; name?: string | null }) =>
  item.anonymous ? feedbackText.anonymous : (item.name ?? feedbackText.notGiven);

/** The API records a status change by its label, which shows as it is; a value gets its label. */
export const feedbackStatusLabel = statusLabeller(FEEDBACK_STATUS_LABELS);
