// The one way a public form's submission is stored: the contact form (createMessage), referrals
// (createReferral) and feedback (createFeedback) each give a short definition of their own, and
// this runs it: honeypot, resend check, store, the form's afterStore step, then the best-effort
// e-mails, behind its route's rate limit (counted first, lambdas/shared/resolver.ts).

import { isDeepStrictEqual } from 'node:util';
import { bestEffort } from './bestEffort';
import {
  clientTokenReused,
  type IdFormat,
  idsFor,
  storedForClientToken,
  storeUnderNewId,
} from './clientToken';
import type { Entity } from './config';
import type { RequestContext } from './errors';
import type { SendOptions } from './mail';
import { log } from './log';
import { deleteItem, type PutNewItemOptions, stampNewItem } from './repository';
import type { Route } from './resolver';
import type { RateLimitName } from '../../schema/contract/rateLimits';

/** What every public form's input carries besides its fields. */
export interface SubmissionControls {
  /** The honeypot: a person leaves it empty, a bot fills it in. */
  website?: string | null;
  /** One filling of the form (a UUID), kept by the page until a send is confirmed. */
  clientToken?: string | null;
}

/** A form's own fields: its validated input without the controls. */
export type FormFields<Input> = Omit<Input, keyof SubmissionControls>;

export interface Stamp {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export interface Notification<Item> {
  /** Logged with the item's id when the e-mail fails; the item stays stored. */
  failure: string;
  send: (item: Item, options: SendOptions) => Promise<void>;
}

export interface PublicSubmission<
  Fields extends object,
  Item extends Stamp,
  Answer,
  Checked = undefined,
> {
  entity: Entity;
  /** The per-address limit its create field counts against before anything else. */
  rateLimit: RateLimitName;
  /** Names the item in logs: "Honeypot filled: <noun> discarded". */
  noun: string;
  /** The log detail that carries the item's id, e.g. `messageId`. */
  idDetail: string;
  idFormat: IdFormat;
  /** The validated input: the form's fields and the controls. */
  parse: (args: Record<string, unknown>) => Fields & SubmissionControls;
  /**
   * Reads what the fields name outside the form (a referral's checked files) before anything is
   * stored; a failure refuses the submission. Not run for a honeypot or an answered resend.
   */
  check?: (fields: Fields) => Promise<Checked>;
  /** The item to store; `checked` is undefined only for the honeypot's answer, never stored. */
  item: (fields: Fields, stamp: Stamp, checked: Checked | undefined) => Item;
  /** Fields holding the creation time besides the timestamps (PutNewItemOptions). */
  stampedFields?: PutNewItemOptions['stampedFields'];
  /** Whether an item stored earlier with this token holds these fields; by default each equal. */
  sameContent?: (stored: Item, fields: Fields) => boolean;
  /**
   * Runs once the item is stored by this request, never for a resend; its failure deletes the item
   * again, so the visitor can send the same form again. Undoes its own partial work before raising.
   */
  afterStore?: (item: Item, checked: Checked, request: RequestContext) => Promise<void>;
  /** Sent one after another once the item is stored; a failure is logged, never answered. */
  notifications: readonly Notification<Item>[];
  /**
   * Whether a resend that meets its first attempt's item e-mails again: the first attempt may have
   * stored it and timed out before its e-mails, and a second e-mail beats a lost one.
   */
  notifyOnResend: boolean;
  answer: (item: Item) => Answer;
}

/**
 * Kept back from the Lambda's remaining time: the e-mails' tries (the SES client retries, see
 * lambdas/shared/clients.ts) are cut off before it, so a slow SES never runs the function into its
 * timeout after the item was stored (the visitor would see a failure and send it again).
 */
export const ANSWER_RESERVE_MS = 1000;

/** Aborts a send when only the reserve is left; unbounded where no Lambda deadline exists. */
function sendOptions(request: RequestContext): SendOptions {
  const remaining = request.remainingTimeMs?.();
  if (remaining === undefined) return {};
  return { abortSignal: AbortSignal.timeout(Math.max(0, remaining - ANSWER_RESERVE_MS)) };
}

/** Each field of the form as the stored item holds it. */
export function sameFields(stored: object, fields: object): boolean {
  return Object.entries(fields).every(([name, value]) =>
    isDeepStrictEqual((stored as Record<string, unknown>)[name], value),
  );
}

async function notify<Item extends Stamp>(
  notifications: readonly Notification<Item>[],
  details: Record<string, unknown>,
  item: Item,
  request: RequestContext,
): Promise<void> {
  for (const notification of notifications) {
    await bestEffort(notification.failure, request, details, () =>
      notification.send(item, sendOptions(request)),
    );
  }
}

/** Runs one submission of the form; the resolver of its create field. */
export async function submitPublicForm<Fields extends object, Item extends Stamp, Answer, Checked>(
  form: PublicSubmission<Fields, Item, Answer, Checked>,
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Answer> {
  const { website, clientToken, ...rest } = form.parse(args);
  const fields = rest as unknown as Fields;
  const ids = idsFor(form.entity, form.idFormat, clientToken);

  if (website?.trim()) {
    // Answered like a stored item so the bot learns nothing.
    log.warn(`Honeypot filled: ${form.noun} discarded`, request);
    return form.answer(form.item(fields, stampNewItem({}, ids(1)), undefined));
  }

  // Looked up before the check: an afterStore step may use up what it reads (a referral's files).
  const earlier = clientToken
    ? await storedForClientToken<Item>(form.entity, ids, clientToken)
    : null;
  if (earlier) {
    if (!(form.sameContent ?? sameFields)(earlier, fields)) throw clientTokenReused();
    if (form.notifyOnResend) {
      await notify(form.notifications, { [form.idDetail]: earlier.id }, earlier, request);
    }
    return form.answer(earlier);
  }

  const checked = (form.check ? await form.check(fields) : undefined) as Checked;
  // Stored first: a failed e-mail must never lose the submission.
  const { item, written } = await storeUnderNewId(
    form.entity,
    ids,
    clientToken,
    (id) => form.item(fields, stampNewItem({}, id), checked),
    { stampedFields: form.stampedFields },
  );
  const details = { [form.idDetail]: item.id };
  if (written && form.afterStore) {
    try {
      await form.afterStore(item, checked, request);
    } catch (error) {
      await bestEffort(
        `Could not undo a ${form.noun} whose after-store step failed`,
        request,
        details,
        () => deleteItem(form.entity, item.id),
      );
      throw error;
    }
  }
  // Met an attempt still under way (written false): that attempt runs afterStore.
  if (written || form.notifyOnResend) await notify(form.notifications, details, item, request);
  return form.answer(item);
}

/** The form's create field: public, rate limited, resolved by the pipeline. */
export function submissionRoute<Fields extends object, Item extends Stamp, Answer, Checked>(
  form: PublicSubmission<Fields, Item, Answer, Checked>,
): Route<Answer> {
  return {
    rateLimit: form.rateLimit,
    resolve: (args, request) => submitPublicForm(form, args, request),
  };
}
