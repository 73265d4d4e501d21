// The public feedback form's createFeedback against the local stack: stored under its F- reference
// with the retention TTL, the acknowledgement and the inbox notice in the captured mail (the notice
// without the person's details or text), bad input refused with nothing stored or sent, and a resend
// with the same client token stored once.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { MAIL_ADDRESSES } from '../../lib/local/config/mail-addresses';
import { feedbackAcknowledgement } from '../../schema/contract/acknowledgements';
import { FEEDBACK_REFERENCE_PATTERN } from '../../schema/contract/feedback';
import { expiresAtFor } from '../../schema/contract/retention';
import { TTL_ATTRIBUTE } from '../../schema/contract/tables';
import { graphql, sharedTestStack, type LocalStack } from './support/stack';

const CREATE = `mutation ($input: CreateFeedbackInput!) {
  createFeedback(input: $input) { reference receivedAt }
}`;

interface CapturedEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

let stack: LocalStack;
let table: DynamoDBDocumentClient;

beforeAll(async () => {
  stack = await sharedTestStack();
  table = DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)));
}, 120_000);

afterAll(async () => {
  table?.destroy();
});

function create(input: Record<string, unknown>) {
  return graphql<{ createFeedback: { reference: string; receivedAt: string } }>(
    stack,
    { apiKey: stack.apiKey },
    CREATE,
    { input },
  );
}

async function capturedMail(): Promise<CapturedEmail[]> {
  return ((await (await fetch(`${stack.mailUrl}store`)).json()) as { emails: CapturedEmail[] })
    .emails;
}

async function storedFeedback(): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await table.send(
    new ScanCommand({ TableName: 'Feedback', ConsistentRead: true }),
  );
  return Items;
}

describe('createFeedback', () => {
  it('stores named feedback with its TTL and e-mails an acknowledgement and a bare notice', async () => {
    const marker = randomUUID();
    const input = {
      kind: 'COMPLIMENT',
      whatHappened: `Lovely support from the team ${marker}`,
      outcomeWanted: 'Please pass on my thanks.',
      anonymous: false,
      name: 'Morgan Named',
      email: `morgan.${marker}@example.com`,
      phone: '0400 222 333',
      consent: true,
    };
    const response = await create(input);
    expect(response.body.errors).toBeUndefined();
    const { reference, receivedAt } = response.body.data!.createFeedback;
    expect(reference).toMatch(FEEDBACK_REFERENCE_PATTERN);

    const { Item } = await table.send(
      new GetCommand({ TableName: 'Feedback', Key: { id: reference }, ConsistentRead: true }),
    );
    expect(Item).toMatchObject({
      ...input,
      id: reference,
      status: 'RECEIVED',
      statusHistory: [{ status: 'RECEIVED', at: receivedAt, by: null }],
      read: false,
      notes: [],
      createdAt: receivedAt,
      [TTL_ATTRIBUTE]: expiresAtFor('Feedback', new Date(receivedAt)),
    });

    const mail = (await capturedMail()).filter((email) =>
      `${email.subject}${email.body.text}`.includes(reference),
    );
    expect(mail.map((email) => email.destination.to).sort()).toEqual(
      [[input.email], [MAIL_ADDRESSES.inboxEmail]].sort(),
    );
    const acknowledgement = mail.find((email) => email.destination.to[0] === input.email);
    expect(acknowledgement?.body.text).toContain(`Your reference is ${reference}.`);
    // HTML and its plain-text alternative, each with the page's next steps in unbroken lines.
    expect(acknowledgement?.body.html).toContain(`<strong>${reference}</strong>`);
    for (const part of [acknowledgement?.body.text, acknowledgement?.body.html]) {
      for (const step of feedbackAcknowledgement.next) expect(part).toContain(step);
    }
    const notice = mail.find((email) => email.destination.to[0] === MAIL_ADDRESSES.inboxEmail);
    expect(notice?.body.text).toContain(`/admin/feedback?reference=${reference}`);
    for (const value of [
      input.whatHappened,
      input.outcomeWanted,
      input.name,
      input.email,
      input.phone,
    ]) {
      expect(JSON.stringify(notice)).not.toContain(value);
    }
  });

  it('stores a resend with the same client token once', async () => {
    const clientToken = randomUUID();
    const input = {
      kind: 'COMPLAINT',
      whatHappened: `Resent after a timeout ${clientToken}`,
      anonymous: true,
      consent: true,
      clientToken,
    };
    const first = await create(input);
    const second = await create(input);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.data).toEqual(first.body.data);
    const stored = (await storedFeedback()).filter(
      (item) => item.whatHappened === input.whatHappened,
    );
    expect(stored.map((item) => item.id)).toEqual([first.body.data!.createFeedback.reference]);
  });

  it('refuses the token sent again with other content, in the same words, storing and sending nothing', async () => {
    const clientToken = randomUUID();
    const input = {
      kind: 'COMPLAINT',
      whatHappened: `Reused token ${clientToken}`,
      anonymous: true,
      consent: true,
      clientToken,
    };
    expect((await create(input)).body.errors).toBeUndefined();
    const before = { items: (await storedFeedback()).length, mail: (await capturedMail()).length };

    for (const change of [{ whatHappened: `Other words ${clientToken}` }, { kind: 'COMPLIMENT' }]) {
      const reused = await create({ ...input, ...change });
      expect(reused.body.data?.createFeedback ?? null).toBeNull();
      expect(reused.body.errors).toEqual([
        expect.objectContaining({
          errorType: 'ValidationError',
          message:
            'clientToken: Was already used for another form. Reload the page and send it again.',
        }),
      ]);
    }
    expect((await storedFeedback()).length).toBe(before.items);
    expect((await capturedMail()).length).toBe(before.mail);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['anonymous with an e-mail', { anonymous: true, email: 'x@example.com' }, 'email'],
    ['without consent', { consent: false }, 'consent'],
    ['with a blank account', { whatHappened: '   ' }, 'whatHappened'],
    ['with an invalid phone', { phone: 'call me' }, 'phone'],
  ])('refuses feedback %s, storing and sending nothing', async (_label, change, field) => {
    const before = { items: (await storedFeedback()).length, mail: (await capturedMail()).length };
    const response = await create({
      kind: 'FEEDBACK',
      whatHappened: 'Refused',
      anonymous: false,
      consent: true,
      ...change,
    });
    expect(response.body.data?.createFeedback ?? null).toBeNull();
    expect(response.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringMatching(new RegExp(`^${field}: `)),
    });
    expect((await storedFeedback()).length).toBe(before.items);
    expect((await capturedMail()).length).toBe(before.mail);
  });
});
