// A register item as the API answers it. Items stored before the register kept its own fields lack
// them: the date received is then the day the form was sent, through the website, with no actions
// or e-mails yet.

import type { Feedback, FeedbackSummary } from '../../schema/generated/types';
import { providerDate } from '../../schema/contract/providerDate';

type Stored<T> = Omit<T, 'receivedOn'> & { receivedOn?: string | null };

export function withRegisterDefaults(item: Stored<Feedback>): Feedback {
  return {
    ...item,
    receivedOn: item.receivedOn ?? providerDate(item.createdAt),
    receivedVia: item.receivedVia ?? 'WEBSITE',
    actions: item.actions ?? [],
    emails: item.emails ?? [],
  };
}

export function summaryWithDefaults(item: Stored<FeedbackSummary>): FeedbackSummary {
  return { ...item, receivedOn: item.receivedOn ?? providerDate(item.createdAt) };
}
