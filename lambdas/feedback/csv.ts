// The complaints register as CSV: what the NDIS Practice Standards ask a register to show (when it
// arrived, what kind, where it stands and when each step was taken, the outcome) and who to contact:
// the form's fields its table (schema/contract/feedbackFields.ts) allows in CSV, and the register
// fields their table (schema/contract/feedbackRegisterFields.ts) allows, with the actions taken.
// What happened and the outcome wanted stay in the admin, where every view is audited.

import type { Feedback } from '../../schema/generated/types';
import { FEEDBACK_STATUS_LABELS } from '../../schema/contract/feedback';
import { FEEDBACK_FORM } from '../../schema/contract/feedbackFields';
import {
  FEEDBACK_REGISTER_FIELDS,
  REGISTER_FIELD_NAMES,
  type RegisterField,
} from '../../schema/contract/feedbackRegisterFields';
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

/** A register field's value as the admin shows it: a choice by its label, yes or no in words. */
function registerCell(field: RegisterField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'choice') return field.options[String(value)] ?? String(value);
  if (field.kind === 'yesNo') return value ? 'Yes' : 'No';
  return String(value);
}

const REGISTER_COLUMNS: CsvColumn<Feedback>[] = REGISTER_FIELD_NAMES.filter(
  (name) => FEEDBACK_REGISTER_FIELDS[name].csv,
).map((name) => ({
  header: FEEDBACK_REGISTER_FIELDS[name].label,
  value: (item) => registerCell(FEEDBACK_REGISTER_FIELDS[name], item[name]),
}));

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
  ...REGISTER_COLUMNS,
  {
    header: 'Actions taken',
    value: (item) =>
      lines(item.actions.map((action) => `${action.createdAt} ${action.author}: ${action.text}`)),
  },
  { header: 'Contact', value: contactOf },
];

export const registerCsv = (items: readonly Feedback[]): string => toCsv(COLUMNS, items);
