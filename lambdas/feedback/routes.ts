// The feedback routes: the public form (form.ts), and the admin complaints register's operations:
// list, open (marks read), unread count, status with its history, outcome notes, CSV export and
// delete; the register fields, actions, e-mails and statistics are register.ts's. Opening, exporting, changing and deleting are
// recorded in the audit trail (lambdas/shared/audit.ts): a view or an export before the data is
// answered, a change in the same transaction as its entry.

import type { Feedback, FeedbackSummary } from '../../schema/generated/types';
import { providerDate } from '../../schema/contract/providerDate';
import { complaintKeptReason } from '../../schema/contract/complaintRetention';
import { FEEDBACK_REGISTER_LIMITS, FEEDBACK_STATUS_LABELS } from '../../schema/contract/feedback';
import { LIST_LIMITS } from '../../schema/contract/inputLimits';
import { retentionFor } from '../../schema/contract/retention';
import { auditEntryWrites, recordAudit } from '../shared/audit';
import { staffName } from '../shared/auth';
import { NotFoundError, type RequestContext, ValidationError } from '../shared/errors';
import { type ListArguments, listFilledPage } from '../shared/list';
import { listSummaries, summaryFields } from '../shared/listView';
import {
  appendChangeToExistingItem,
  appendToListInExistingItem,
  deleteExistingItem,
  getItem,
  type Page,
  updateExistingItem,
} from '../shared/repository';
import { submissionRoute } from '../shared/publicSubmission';
import type { Routes } from '../shared/resolver';
import { countUnread } from '../shared/unread';
import { deleteArguments, parseArguments } from '../shared/validation';
import { registerCsv } from './csv';
import {
  addFeedbackAction,
  exportFeedbackStatistics,
  getFeedbackStatistics,
  recordFeedback,
  sendFeedbackEmail,
  updateFeedbackRegister,
} from './register';
import { summaryWithDefaults, withRegisterDefaults } from './registerItem';
import type { FEEDBACK_FIELDS } from './fields';
import { feedbackForm } from './form';
import {
  addFeedbackNoteArguments,
  exportFeedbackArguments,
  getFeedbackArguments,
  listFeedbackArguments,
  updateFeedbackStatusArguments,
} from './schemas/register';

const { maxExport, maxNotes, maxStatusChanges } = FEEDBACK_REGISTER_LIMITS;

async function getFeedback(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Feedback> {
  const { id } = parseArguments(getFeedbackArguments, args);
  const item = await updateExistingItem<Feedback>('Feedback', id, { read: true });
  await recordAudit(request, [{ kind: 'FEEDBACK', id, action: 'VIEWED' }]);
  return withRegisterDefaults(item);
}

async function updateFeedbackStatus(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Feedback> {
  const { id, status } = parseArguments(updateFeedbackStatusArguments, args).input;
  const stored = await getItem<Feedback>('Feedback', id);
  if (!stored) {
    throw new NotFoundError(`No Feedback with id "${id}" exists.`);
  }
  const now = new Date();
  const change = { status, at: now.toISOString(), by: await staffName(request.identity ?? null) };
  const today = providerDate(now);
  // The register's dates follow a new status: acknowledged once, closed while it stays closed.
  const moved = stored.status !== status;
  const dates = {
    ...(moved && status === 'ACKNOWLEDGED' && !stored.acknowledgedOn
      ? { acknowledgedOn: today }
      : {}),
    ...(moved && status === 'CLOSED' && !stored.closedOn ? { closedOn: today } : {}),
    ...(moved && status !== 'CLOSED' && stored.closedOn ? { closedOn: null } : {}),
  };
  const { item } = await appendChangeToExistingItem<Feedback>(
    'Feedback',
    id,
    {
      attribute: 'statusHistory',
      value: change,
      maxLength: maxStatusChanges,
      field: 'status',
      set: { status, ...dates },
      // A complaint's seven years start when it is closed; reopening keeps it again.
      expiresAt: retentionFor({ ...stored, entity: 'Feedback', status }, now),
    },
    await auditEntryWrites(request, [
      { kind: 'FEEDBACK', id, action: 'CHANGED_STATUS', detail: FEEDBACK_STATUS_LABELS[status] },
    ]),
  );
  return withRegisterDefaults(item);
}

async function addFeedbackNote(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Feedback> {
  const { id, text } = parseArguments(addFeedbackNoteArguments, args).input;
  const note = {
    text,
    author: await staffName(request.identity ?? null),
    createdAt: new Date().toISOString(),
  };
  return withRegisterDefaults(
    await appendToListInExistingItem<Feedback>(
      'Feedback',
      id,
      { attribute: 'notes', value: note, maxLength: maxNotes, field: 'text' },
      await auditEntryWrites(request, [{ kind: 'FEEDBACK', id, action: 'ADDED_NOTE' }]),
    ),
  );
}

/** Every item the filter selects, newest first; more than one export may hold is refused. */
async function registerItems(filter: ListArguments['filter']): Promise<Feedback[]> {
  const items: Feedback[] = [];
  let nextToken: string | null = null;
  do {
    const page: Page<Feedback> = await listFilledPage<Feedback>('Feedback', {
      filter,
      limit: LIST_LIMITS.maxLimit,
      nextToken,
    });
    items.push(...page.items.map(withRegisterDefaults));
    if (items.length > maxExport) {
      throw new ValidationError(
        'filter',
        `More than ${maxExport} items match: filter by status or kind and export each part.`,
      );
    }
    nextToken = page.nextToken;
  } while (nextToken);
  return items;
}

async function exportFeedback(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<string> {
  const { filter } = parseArguments(exportFeedbackArguments, args);
  const items = await registerItems(filter);
  await recordAudit(
    request,
    items.map((item) => ({ kind: 'FEEDBACK', id: item.id, action: 'EXPORTED' })),
  );
  return registerCsv(items);
}

async function deleteFeedback(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Feedback | null> {
  const { id } = parseArguments(deleteArguments, args).input;
  const deleted = await deleteExistingItem<Feedback>(
    'Feedback',
    id,
    await auditEntryWrites(request, [{ kind: 'FEEDBACK', id, action: 'DELETED' }]),
    { refuse: (item) => complaintKeptReason(item) },
  );
  return deleted && withRegisterDefaults(deleted);
}

const SUMMARY_FIELDS = summaryFields<FeedbackSummary>()([
  'id',
  'kind',
  'status',
  'anonymous',
  'name',
  'read',
  'createdAt',
  'receivedOn',
  'riskRating',
  'acknowledgedOn',
  'closedOn',
]);

export const routes: Routes<typeof FEEDBACK_FIELDS> = {
  'Mutation.createFeedback': submissionRoute(feedbackForm),
  'Query.listFeedback': {
    resolve: async (args, request) => {
      const page = await listSummaries<FeedbackSummary>(
        'Feedback',
        'FEEDBACK',
        parseArguments(listFeedbackArguments, args),
        SUMMARY_FIELDS,
        request,
      );
      return { ...page, items: page.items.map(summaryWithDefaults) };
    },
  },
  'Query.getFeedback': { resolve: getFeedback },
  'Query.unreadFeedbackCount': { resolve: () => countUnread('Feedback') },
  'Mutation.updateFeedbackStatus': { resolve: updateFeedbackStatus },
  'Mutation.addFeedbackNote': { resolve: addFeedbackNote },
  'Mutation.exportFeedback': { resolve: exportFeedback },
  'Mutation.deleteFeedback': { resolve: deleteFeedback },
  'Mutation.recordFeedback': { resolve: recordFeedback },
  'Mutation.updateFeedbackRegister': { resolve: updateFeedbackRegister },
  'Mutation.addFeedbackAction': { resolve: addFeedbackAction },
  'Mutation.sendFeedbackEmail': { resolve: sendFeedbackEmail },
  'Query.feedbackStatistics': { resolve: getFeedbackStatistics },
  'Mutation.exportFeedbackStatistics': { resolve: exportFeedbackStatistics },
};
