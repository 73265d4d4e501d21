// The message screens' addresses and formats: a message's own view is the list's page with its id
// (/admin/msg?id=…), and the list's search and status live in the address too, so reload and Back
// keep the view.
import { paths } from '../../../paths';
import {
  MESSAGE_STATUS_LABELS,
  type MessageStatusValue,
} from '../../../../../schema/contract/messages';
import { MESSAGE_ID_PARAM } from '../../inbox/referenceParam';
import { statusLabeller } from '../../inbox/statusLabel';
import { messagesText } from '../../texts';

export const ID_PARAM = MESSAGE_ID_PARAM;
export const SEARCH_PARAM = 'q';
export const STATUS_PARAM = 'status';

export const messagePath = (id: string) =>
  `${paths.adminMessages}?${new URLSearchParams({ [ID_PARAM]: id }).toString()}`;

/** The address's status, when it names one of the statuses. */
export function statusParam(value: string | null): MessageStatusValue | null {
  return value && value in MESSAGE_STATUS_LABELS ? (value as MessageStatusValue) : null;
}

export const messageStatusLabel = statusLabeller(MESSAGE_STATUS_LABELS);

/** A mailto: link to the sender with the catalogue's subject. */
export const replyLink = (email: string) =>
  `mailto:${email}?${new URLSearchParams({ subject: messagesText.replySubject }).toString().replace(/\+/g, '%20')}`;
