// The complaints register's staff-only fields, one entry each: what staff record about an item
// beyond what the person told us (the form's own fields: ./feedbackFields.ts). From this table come
// the server's checks (lambdas/feedback/schemas/registerFields.ts), the rows and controls of the
// admin's register section (frontend/src/admin/features/feedback/RegisterFields.tsx) and the
// register CSV's columns (lambdas/feedback/csv.ts). It is typed against the GraphQL input, so a
// field the schema has and the table lacks (or the reverse) fails the typecheck.

import type { UpdateFeedbackRegisterInput } from '../generated/types';
import { type FeedbackKindValue } from './feedback';
import {
  COMPLAINT_OUTCOME_LABELS,
  FEEDBACK_CHANNEL_LABELS,
  FEEDBACK_REGISTER_FIELD_LIMITS as LIMITS,
  FEEDBACK_SOURCE_LABELS,
  RISK_RATING_LABELS,
  RISK_RATINGS,
} from './feedbackRegister';
import { SERVICE_TITLES } from './services';

interface RegisterFieldBase {
  /** The label staff see on the item's page and the CSV's column header. */
  label: string;
  hint?: string;
  /** The kinds of item it fits: a compliment needs no risk rating or outcome. */
  fits: readonly FeedbackKindValue[];
  /** Whether the register's CSV has a column for it. */
  csv: boolean;
}

/** A calendar date (AWSDate), never after today and never before the date received. */
export interface RegisterDate extends RegisterFieldBase {
  kind: 'date';
}
/** One value of an enum; `options` labels each, `meanings` says what each means. */
export interface RegisterChoice extends RegisterFieldBase {
  kind: 'choice';
  options: Readonly<Record<string, string>>;
  meanings?: Readonly<Record<string, string>>;
}
/** Yes or no, or not recorded yet. */
export interface RegisterYesNo extends RegisterFieldBase {
  kind: 'yesNo';
}
/** Text on one line, or of several lines (`rows`). */
export interface RegisterText extends RegisterFieldBase {
  kind: 'text';
  max: number;
  rows?: number;
}

export type RegisterField = RegisterDate | RegisterChoice | RegisterYesNo | RegisterText;

export type RegisterFieldName = Exclude<keyof UpdateFeedbackRegisterInput, 'id'>;

const EVERY_KIND: readonly FeedbackKindValue[] = ['COMPLIMENT', 'FEEDBACK', 'COMPLAINT'];
const NOT_COMPLIMENTS: readonly FeedbackKindValue[] = ['FEEDBACK', 'COMPLAINT'];
const COMPLAINTS: readonly FeedbackKindValue[] = ['COMPLAINT'];

/** Every register field, in the order the item's page shows them. */
export const FEEDBACK_REGISTER_FIELDS = {
  receivedOn: { kind: 'date', label: 'Date received', fits: EVERY_KIND, csv: true },
  receivedVia: {
    kind: 'choice',
    label: 'Received by',
    options: FEEDBACK_CHANNEL_LABELS,
    fits: EVERY_KIND,
    csv: true,
  },
  source: {
    kind: 'choice',
    label: 'Source',
    options: FEEDBACK_SOURCE_LABELS,
    fits: EVERY_KIND,
    csv: true,
  },
  affectedPerson: {
    kind: 'text',
    label: 'Affected person',
    hint: 'Only when it is someone other than the person who complained.',
    max: LIMITS.affectedPerson,
    fits: COMPLAINTS,
    csv: false,
  },
  advocateInvolved: {
    kind: 'yesNo',
    label: 'Advocate or representative involved',
    fits: COMPLAINTS,
    csv: true,
  },
  serviceArea: {
    kind: 'choice',
    label: 'Service area',
    options: SERVICE_TITLES,
    fits: EVERY_KIND,
    csv: true,
  },
  involved: {
    kind: 'text',
    label: 'Staff or site involved',
    max: LIMITS.involved,
    rows: 2,
    fits: EVERY_KIND,
    csv: false,
  },
  riskRating: {
    kind: 'choice',
    label: 'Risk rating',
    hint: 'Harm, or a risk of harm, to anyone puts it at high or above.',
    options: RISK_RATING_LABELS,
    meanings: Object.fromEntries(
      Object.entries(RISK_RATINGS).map(([key, rating]) => [key, rating.meaning]),
    ),
    fits: COMPLAINTS,
    csv: true,
  },
  acknowledgedOn: { kind: 'date', label: 'Date acknowledged', fits: EVERY_KIND, csv: true },
  outcome: {
    kind: 'choice',
    label: 'Outcome',
    options: COMPLAINT_OUTCOME_LABELS,
    fits: COMPLAINTS,
    csv: true,
  },
  outcomeSummary: {
    kind: 'text',
    label: 'What was decided',
    max: LIMITS.outcomeSummary,
    rows: 4,
    fits: NOT_COMPLIMENTS,
    csv: false,
  },
  complainantToldOn: {
    kind: 'date',
    label: 'Complainant told of the outcome on',
    fits: NOT_COMPLIMENTS,
    csv: true,
  },
  affectedPersonToldOn: {
    kind: 'date',
    label: 'Affected person told of the outcome on',
    fits: COMPLAINTS,
    csv: true,
  },
  complainantSatisfied: {
    kind: 'yesNo',
    label: 'Complainant satisfied',
    fits: COMPLAINTS,
    csv: true,
  },
  closedOn: {
    kind: 'date',
    label: 'Date closed',
    hint: 'Set when the status becomes Closed.',
    fits: EVERY_KIND,
    csv: true,
  },
  improvements: {
    kind: 'text',
    label: 'Improvements made',
    max: LIMITS.improvements,
    rows: 3,
    fits: NOT_COMPLIMENTS,
    csv: true,
  },
} as const satisfies Record<RegisterFieldName, RegisterField>;

export const REGISTER_FIELD_NAMES = Object.keys(FEEDBACK_REGISTER_FIELDS) as RegisterFieldName[];

/** The register fields that fit an item of this kind, in order. */
export function registerFieldsFor(kind: FeedbackKindValue): RegisterFieldName[] {
  return REGISTER_FIELD_NAMES.filter((name) =>
    (FEEDBACK_REGISTER_FIELDS[name].fits as readonly string[]).includes(kind),
  );
}

/** What a register field is told when the item's kind has no place for it. */
export const doesNotFit = (kind: FeedbackKindValue): string =>
  `Does not apply to ${kind === 'COMPLIMENT' ? 'a compliment' : 'feedback'}.`;
