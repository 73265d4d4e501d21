// The inbox's CSV export: every message the search and status filter show, as the admin downloads
// it, with the form's fields its table (schema/contract/contactFields.ts) allows in CSV. Formula
// cells are neutralised by toCsv (lambdas/shared/csv.ts).

import { CONTACT_FORM, type ContactFormInput } from '../../schema/contract/contactFields';
import { MESSAGE_LIMITS } from '../../schema/contract/inputLimits';
import { MESSAGE_STATUS_LABELS } from '../../schema/contract/messages';
import { type CsvColumn, toCsv } from '../shared/csv';
import { ValidationError } from '../shared/errors';
import { formColumns } from '../shared/fieldColumns';
import type { Message } from '../../schema/generated/types';

const COLUMNS: readonly CsvColumn<Message>[] = [
  { header: 'Received', value: (message) => message.createdAt },
  { header: 'Status', value: (message) => MESSAGE_STATUS_LABELS[message.status] },
  ...formColumns<ContactFormInput, Message>(CONTACT_FORM),
  { header: 'Id', value: (message) => message.id },
];

export function tooManyToExport(): ValidationError {
  return new ValidationError(
    'search',
    `More than ${MESSAGE_LIMITS.maxExport} messages match; narrow the search or the status to export at most ${MESSAGE_LIMITS.maxExport}.`,
  );
}

export function messagesCsv(messages: readonly Message[]): string {
  return toCsv(COLUMNS, messages);
}
