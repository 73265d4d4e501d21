// The complaints register's staff operations beyond status and notes: recording an item received
// by phone, in person, by e-mail or letter; setting its register fields
// (schema/contract/feedbackRegisterFields.ts); appending actions taken; e-mailing the person the
// acknowledgement or outcome; and the statistics with their CSV. Every change is written in the
// same transaction as its audit entry; a new item, an e-mail and an export are recorded too.

import type { Feedback, FeedbackStatistics } from '../../schema/generated/types';
import { providerDate } from '../../schema/contract/providerDate';
import { FEEDBACK_REFERENCE_PREFIX } from '../../schema/contract/feedback';
import { feedbackEmailSubject } from '../../schema/contract/feedbackEmails';
import {
  FEEDBACK_CHANNEL_LABELS,
  FEEDBACK_EMAIL_PURPOSE_LABELS,
  FEEDBACK_REGISTER_FIELD_LIMITS,
} from '../../schema/contract/feedbackRegister';
import {
  FEEDBACK_REGISTER_FIELDS,
  doesNotFit,
  type RegisterFieldName,
} from '../../schema/contract/feedbackRegisterFields';
import { statisticsPeriod } from '../../schema/contract/statisticsPeriods';
import { auditEntryWrites, recordAudit } from '../shared/audit';
import { requestedCall } from '../shared/auditedCall';
import { staffName } from '../shared/auth';
import { idsFor } from '../shared/clientToken';
import { NotFoundError, type RequestContext, ValidationError } from '../shared/errors';
import {
  appendToListInExistingItem,
  ensureListAttribute,
  getItem,
  putNewItem,
  queryAllNewestFirst,
  stampNewItem,
  updateExistingItemIfChanged,
} from '../shared/repository';
import { referenceFrom } from '../shared/reference';
import { parseArguments } from '../shared/validation';
import { withRegisterDefaults } from './registerItem';
import { sendStaffEmail, staffEmailBody } from './staffEmail';
import { feedbackStatistics, statisticsCsv } from './statistics';
import {
  addFeedbackActionArguments,
  exportFeedbackStatisticsArguments,
  feedbackStatisticsArguments,
  recordFeedbackArguments,
  sendFeedbackEmailArguments,
  updateFeedbackRegisterArguments,
} from './schemas/registerFields';

const { maxActions, maxEmails } = FEEDBACK_REGISTER_FIELD_LIMITS;

/** The statistics read at most this many items, newest first (docs/API.md). */
export const MAX_STATISTICS_ITEMS = 10_000;

async function storedFeedback(id: string): Promise<Feedback> {
  const item = await getItem<Feedback>('Feedback', id);
  if (!item) throw new NotFoundError(`No Feedback with id "${id}" exists.`);
  return withRegisterDefaults(item);
}

export async function recordFeedback(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Feedback> {
  const input = parseArguments(recordFeedbackArguments, args).input;
  const by = await staffName(request.identity ?? null);
  const id = idsFor('Feedback', referenceFrom(FEEDBACK_REFERENCE_PREFIX), null)(1);
  const stamped = stampNewItem({ ...input }, id);
  const item = await putNewItem<Feedback>('Feedback', {
    ...stamped,
    status: 'RECEIVED',
    statusHistory: [{ status: 'RECEIVED', at: stamped.createdAt, by }],
    // The staff member who recorded it has read it.
    read: true,
    notes: [],
    actions: [],
    emails: [],
  });
  await recordAudit(request, [
    {
      kind: 'FEEDBACK',
      id,
      action: 'RECORDED',
      detail: FEEDBACK_CHANNEL_LABELS[input.receivedVia],
    },
  ]);
  return item;
}

const DATE_FIELDS = (Object.keys(FEEDBACK_REGISTER_FIELDS) as RegisterFieldName[]).filter(
  (name) => FEEDBACK_REGISTER_FIELDS[name].kind === 'date' && name !== 'receivedOn',
);

/** Refuses, by field, what the stored item makes wrong: a field its kind has no place for, a date
 * before the date received, a date closed on an item not closed. */
function checkAgainstItem(item: Feedback, fields: Partial<Record<RegisterFieldName, unknown>>) {
  for (const [name, value] of Object.entries(fields) as [RegisterFieldName, unknown][]) {
    const fits = (FEEDBACK_REGISTER_FIELDS[name].fits as readonly string[]).includes(item.kind);
    if (!fits && value !== null) throw new ValidationError(name, doesNotFit(item.kind));
  }
  const next = { ...item, ...fields } as Feedback;
  for (const name of DATE_FIELDS) {
    const value = next[name];
    if (typeof value === 'string' && value < next.receivedOn) {
      throw new ValidationError(
        name in fields ? name : 'receivedOn',
        name in fields
          ? `Must not be before the date received (${next.receivedOn}).`
          : `Must not be after the ${FEEDBACK_REGISTER_FIELDS[name].label.toLowerCase()} (${value}).`,
      );
    }
  }
  if (fields.closedOn && item.status !== 'CLOSED') {
    throw new ValidationError('closedOn', 'Set the status to Closed first.');
  }
}

export async function updateFeedbackRegister(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Feedback> {
  const { id, ...given } = parseArguments(updateFeedbackRegisterArguments, args).input;
  const fields = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  ) as Partial<Record<RegisterFieldName, unknown>>;
  if (Object.keys(fields).length === 0) {
    throw new ValidationError('input', 'Give at least one register field to set.');
  }
  const stored = await storedFeedback(id);
  checkAgainstItem(stored, fields);
  const detail = (Object.keys(fields) as RegisterFieldName[])
    .map((name) => FEEDBACK_REGISTER_FIELDS[name].label)
    .join(', ');
  const { item } = await updateExistingItemIfChanged<Feedback>(
    'Feedback',
    id,
    // An item stored before the register kept its own fields gets them with its first change.
    { receivedOn: stored.receivedOn, receivedVia: stored.receivedVia, ...fields },
    await auditEntryWrites(request, [{ kind: 'FEEDBACK', id, action: 'CHANGED_REGISTER', detail }]),
  );
  return withRegisterDefaults(item);
}

export async function addFeedbackAction(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Feedback> {
  const { id, text } = parseArguments(addFeedbackActionArguments, args).input;
  const action = {
    text,
    author: await staffName(request.identity ?? null),
    createdAt: new Date().toISOString(),
  };
  await ensureListAttribute('Feedback', id, 'actions');
  const item = await appendToListInExistingItem<Feedback>(
    'Feedback',
    id,
    { attribute: 'actions', value: action, maxLength: maxActions, field: 'text' },
    await auditEntryWrites(request, [{ kind: 'FEEDBACK', id, action: 'ADDED_ACTION' }]),
  );
  return withRegisterDefaults(item);
}

export async function sendFeedbackEmail(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Feedback> {
  const { id, purpose, text } = parseArguments(sendFeedbackEmailArguments, args).input;
  const item = await storedFeedback(id);
  if (!item.email) {
    throw new ValidationError('id', 'This item has no e-mail address to write to.');
  }
  if (purpose === 'OUTCOME' && item.kind === 'COMPLIMENT') {
    throw new ValidationError('purpose', 'A compliment has no outcome to send.');
  }
  if (item.emails.length >= maxEmails) {
    throw new ValidationError('purpose', `At most ${maxEmails} e-mails may be sent.`);
  }
  const body = staffEmailBody(purpose, item, text);
  const to = item.email;
  // Audited before SES is asked (../shared/auditedCall.ts): a sent e-mail is never unrecorded.
  await requestedCall(request, { kind: 'FEEDBACK', id }, 'SENT_EMAIL', () =>
    sendStaffEmail(to, purpose, item, body),
  );
  const now = new Date();
  const sentBy = await staffName(request.identity ?? null);
  const dateField = purpose === 'ACKNOWLEDGEMENT' ? 'acknowledgedOn' : 'complainantToldOn';
  await ensureListAttribute('Feedback', id, 'emails');
  const sent = await appendToListInExistingItem<Feedback>(
    'Feedback',
    id,
    {
      attribute: 'emails',
      value: {
        purpose,
        to: item.email,
        subject: feedbackEmailSubject(purpose, item),
        text: body.text,
        sentAt: now.toISOString(),
        sentBy,
      },
      maxLength: maxEmails,
      field: 'purpose',
      set: item[dateField] ? {} : { [dateField]: providerDate(now) },
    },
    await auditEntryWrites(request, [
      {
        kind: 'FEEDBACK',
        id,
        action: 'SENT_EMAIL',
        detail: FEEDBACK_EMAIL_PURPOSE_LABELS[purpose],
      },
    ]),
  );
  return withRegisterDefaults(sent);
}

async function statisticsFor(args: Record<string, unknown>, parse: 'query' | 'export') {
  const { period } = parseArguments(
    parse === 'query' ? feedbackStatisticsArguments : exportFeedbackStatisticsArguments,
    args,
  );
  const range = statisticsPeriod(period.unit, period.startsOn);
  const items = (await queryAllNewestFirst<Feedback>('Feedback', MAX_STATISTICS_ITEMS)).map(
    withRegisterDefaults,
  );
  const statistics = feedbackStatistics(items, range, providerDate(new Date()));
  const counted = items.filter(
    (item) => item.receivedOn >= range.from && item.receivedOn <= range.to,
  );
  return { statistics, range, counted };
}

export async function getFeedbackStatistics(
  args: Record<string, unknown>,
): Promise<FeedbackStatistics> {
  return (await statisticsFor(args, 'query')).statistics;
}

/** Like the register's export, each item counted has the export in its audit trail. */
export async function exportFeedbackStatistics(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<string> {
  const { statistics, range, counted } = await statisticsFor(args, 'export');
  await recordAudit(
    request,
    counted.map((item) => ({
      kind: 'FEEDBACK',
      id: item.id,
      action: 'EXPORTED',
      detail: 'Statistics',
    })),
  );
  return statisticsCsv(statistics, range);
}
