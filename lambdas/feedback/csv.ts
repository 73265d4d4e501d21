// The complaints register as CSV: what the NDIS Practice Standards ask a register to show (when it
// arrived, what kind, where it stands and when each step was taken, the outcome) and who to contact:
// the form's fields its table (schema/contract/feedbackFields.ts) allows in CSV. What happened and
// the outcome wanted stay in the admin, where every view is audited.

import type { Feedback } from '../../schema/generated/types';
import { FEEDBACK_STATUS_LABELS } from '../../schema/contract/feedback';
import { FEEDBACK_FORM } from '../../schema/contract/feedbackFields';
import { type CsvColumn, toCsv } from '../shared/csv';
import { fieldColumn } from '../shared/fieldColumns';

export const ANONYMOUS = 'Anonymous';
const NOT_GIVEN = 'Not given';

function contactOf(item: Feedback): string {
  if (item.anonymous) {
    return ANONYMOUS;
  }
  return [item.name, item.email, item.phone].filter(Boolean).join(', ') || NOT_GIVEN;
}

/** One line per entry inside the cell: spreadsheets show them as lines of one cell. */
const lines = (entries: readonly string[]): string => entries.join('\n');

const COLUMNS: readonly CsvColumn<Feedback>[] = [
  { header: 'Received', value: (item) => item.createdAt },
  { header: 'Reference', value: (item) => item.id },
  fieldColumn(FEEDBACK_FORM.fields, 'kind'),
  { header: 'Status', value: (item) => FEEDBACK_STATUS_LABELS[item.status] },
  {
    header: 'Status changes',
    value: (item) =>
      lines(
        item.statusHistory.map((change) => `${change.at} ${FEEDBACK_STATUS_LABELS[change.status]}`),
      ),
  },
  {
    header: 'Outcome notes',
    value: (item) =>
      lines(item.notes.map((note) => `${note.createdAt} ${note.author}: ${note.text}`)),
  },
  { header: 'Contact', value: contactOf },
];

export const registerCsv = (items: readonly Feedback[]): string => toCsv(COLUMNS, items);
