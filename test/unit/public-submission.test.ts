// The public-submission pipeline itself (lambdas/shared/publicSubmission.ts) against mocked AWS
// clients, with a small form of its own: the honeypot, the resend check, the store, the afterStore
// step and the best-effort e-mails, in that order.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../logs';
import { uuidFrom } from '../../lambdas/shared/clientToken';
import { ValidationError, type RequestContext } from '../../lambdas/shared/errors';
import { sendTextEmail } from '../../lambdas/shared/mail';
import {
  ANSWER_RESERVE_MS,
  type PublicSubmission,
  type Stamp,
  submitPublicForm,
} from '../../lambdas/shared/publicSubmission';
import {
  conditionalCheckFailed,
  dynamoMock,
  REQUEST_ID,
  sesMock,
  useHandlerTestEnvironment,
  UUID,
} from './helpers';

useHandlerTestEnvironment();

type Fields = { text: string };
type Item = Fields & Stamp & { status: string };
type Answer = { id: string; createdAt: string };

const TOKEN = '3d5f7a9b-1c2e-4f60-8a9b-0c1d2e3f4a5b';
const REQUEST: RequestContext = { requestId: REQUEST_ID, fieldName: 'createThing' };

/** A form of the pipeline's own: one field, one e-mail, and the steps each test gives it. */
function form(
  overrides: Partial<PublicSubmission<Fields, Item, Answer>> = {},
): PublicSubmission<Fields, Item, Answer> {
  return {
    entity: 'Message',
    rateLimit: 'createMessage',
    noun: 'thing',
    idDetail: 'thingId',
    idFormat: uuidFrom,
    parse: (args) => args.input as Fields,
    item: (fields, stamp) => ({ ...fields, ...stamp, status: 'NEW' }),
    notifications: [
      {
        failure: 'Could not e-mail the new thing',
        send: (item, options) =>
          sendTextEmail(
            'inbox@provider.example',
            `Thing ${item.id}`,
            item.text,
            undefined,
            options,
          ),
      },
    ],
    notifyOnResend: true,
    answer: (item) => ({ id: item.id, createdAt: item.createdAt }),
    ...overrides,
  };
}

function submit(
  definition: PublicSubmission<Fields, Item, Answer>,
  input: Record<string, unknown>,
  request: RequestContext = REQUEST,
) {
  return submitPublicForm(definition, { input }, request);
}

/** The table holding what an earlier request with TOKEN stored from `fields`. */
async function storedEarlier(fields: Fields): Promise<Record<string, unknown>> {
  dynamoMock.on(GetCommand).resolves({});
  await submit(form({ notifications: [] }), { ...fields, clientToken: TOKEN });
  const stored = dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
  if (!stored) throw new Error('Nothing was stored.');
  dynamoMock.reset();
  return { ...stored, createdAt: '2026-01-01T00:00:00.000Z' };
}

describe('submitPublicForm', () => {
  it('stores the item, then sends its e-mails, and answers it', async () => {
    const order: string[] = [];
    dynamoMock.on(PutCommand).callsFake(() => order.push('store'));
    sesMock.on(SendEmailCommand).callsFake(() => order.push('email'));

    const answer = await submit(form(), { text: 'Hello' });

    expect(order).toEqual(['store', 'email']);
    expect(answer.id).toMatch(UUID);
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      id: answer.id,
      text: 'Hello',
      status: 'NEW',
    });
  });

  it('answers a filled honeypot like a stored item, logs it, and stores and sends nothing', async () => {
    const warned = captureLogs();
    const check = vi.fn(async () => undefined);

    const answer = await submit(form({ check }), { text: 'Buy now', website: 'http://spam.test' });

    expect(answer.id).toMatch(UUID);
    expect(dynamoMock.calls()).toHaveLength(0);
    expect(sesMock.calls()).toHaveLength(0);
    expect(check).not.toHaveBeenCalled();
    expect(warned.entry('Honeypot filled: thing discarded')).toMatchObject({
      requestId: REQUEST_ID,
      fieldName: 'createThing',
    });
  });

  it('answers a resend with the item its first attempt stored, writing and checking nothing', async () => {
    const stored = await storedEarlier({ text: 'Hello' });
    dynamoMock.on(GetCommand).resolves({ Item: stored });
    const check = vi.fn(async () => undefined);
    const afterStore = vi.fn(async () => undefined);

    const answer = await submit(form({ check, afterStore }), {
      text: 'Hello',
      clientToken: TOKEN.toUpperCase(),
    });

    expect(answer).toEqual({ id: stored.id, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(dynamoMock.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({ id: stored.id });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(check).not.toHaveBeenCalled();
    expect(afterStore).not.toHaveBeenCalled();
    // This form e-mails again on a resend: the first attempt may have stopped before its e-mail.
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('sends nothing on a resend when the form says so', async () => {
    const stored = await storedEarlier({ text: 'Hello' });
    dynamoMock.on(GetCommand).resolves({ Item: stored });

    await submit(form({ notifyOnResend: false }), { text: 'Hello', clientToken: TOKEN });

    expect(sesMock.calls()).toHaveLength(0);
  });

  it('refuses a token used for other content with the one clientToken error, changing nothing', async () => {
    const stored = await storedEarlier({ text: 'Hello' });
    dynamoMock.on(GetCommand).resolves({ Item: stored });

    const refused = submit(form(), { text: 'Something else', clientToken: TOKEN });

    await expect(refused).rejects.toThrow(
      new ValidationError(
        'clientToken',
        'Was already used for another form. Reload the page and send it again.',
      ),
    );
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(sesMock.calls()).toHaveLength(0);
  });

  it('keeps and answers the stored item when its e-mails fail, logging each failure', async () => {
    const logged = captureLogs();
    sesMock.on(SendEmailCommand).rejects(new Error('SES is down'));
    const second = vi.fn(async () => undefined);
    const definition = form();

    const answer = await submit(
      form({
        notifications: [...definition.notifications, { failure: 'Second failed', send: second }],
      }),
      { text: 'Hello' },
    );

    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(1);
    expect(dynamoMock.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(logged.entry('Could not e-mail the new thing')).toMatchObject({
      requestId: REQUEST_ID,
      thingId: answer.id,
    });
    // One e-mail's failure does not stop the next.
    expect(second).toHaveBeenCalledOnce();
  });

  it('deletes the stored item again when afterStore fails, raises, and sends nothing', async () => {
    const logged = captureLogs();
    dynamoMock.on(DeleteCommand).resolves({ Attributes: {} });
    const failure = new Error('S3 is down');
    const afterStore = vi.fn(async () => {
      throw failure;
    });

    await expect(submit(form({ afterStore }), { text: 'Hello' })).rejects.toBe(failure);

    const stored = dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(afterStore).toHaveBeenCalledOnce();
    expect(dynamoMock.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([
      { id: stored?.id },
    ]);
    expect(logged.entries('ERROR')).toEqual([]);
    expect(sesMock.calls()).toHaveLength(0);
  });

  it('gives check’s result to item and afterStore; a failed check stores nothing', async () => {
    const afterStore = vi.fn(async () => undefined);
    const withCheck: PublicSubmission<Fields, Item, Answer, string> = {
      ...form(),
      check: async (fields) => `checked ${fields.text}`,
      item: (fields, stamp, checked) => ({ ...fields, ...stamp, status: String(checked) }),
      afterStore,
    };

    await submitPublicForm(withCheck, { input: { text: 'Hello' } }, REQUEST);

    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item?.status).toBe(
      'checked Hello',
    );
    expect(afterStore).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Hello' }),
      'checked Hello',
      REQUEST,
    );

    dynamoMock.resetHistory();
    const refusal = new ValidationError('text', 'Not found.');
    await expect(
      submit(form({ check: () => Promise.reject(refusal) }), { text: 'Hello' }),
    ).rejects.toBe(refusal);
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('leaves afterStore to the attempt still under way that stored the item first', async () => {
    const stored = await storedEarlier({ text: 'Hello' });
    // Not yet stored when this request looks; stored by the time it writes.
    dynamoMock.on(GetCommand).resolvesOnce({}).resolves({ Item: stored });
    dynamoMock.on(PutCommand).rejects(conditionalCheckFailed());
    const afterStore = vi.fn(async () => undefined);

    const answer = await submit(form({ afterStore, notifyOnResend: false }), {
      text: 'Hello',
      clientToken: TOKEN,
    });

    expect(answer).toEqual({ id: stored.id, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(afterStore).not.toHaveBeenCalled();
    expect(sesMock.calls()).toHaveLength(0);
  });

  it('gives an e-mail up when only the answer reserve of the Lambda’s time is left', async () => {
    const logged = captureLogs();
    // An SES that never answers: only the signal ends the send.
    const hanging = (_item: Item, { abortSignal }: { abortSignal?: AbortSignal }) =>
      new Promise<void>((_resolve, reject) => {
        abortSignal?.addEventListener('abort', () => reject(abortSignal.reason as Error));
      });

    const answer = await submit(
      form({ notifications: [{ failure: 'Could not e-mail the new thing', send: hanging }] }),
      { text: 'Hello' },
      { ...REQUEST, remainingTimeMs: () => ANSWER_RESERVE_MS + 50 },
    );

    expect(answer.id).toMatch(UUID);
    expect(logged.entry('Could not e-mail the new thing')).toMatchObject({ thingId: answer.id });
  });
});
