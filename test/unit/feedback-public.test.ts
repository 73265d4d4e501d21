// createFeedback against mocked AWS clients: validation (nothing stored or sent for bad input), the
// anonymous rule, the honeypot, the reference and its client token, and e-mails that carry no
// personal details or text.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { Kind, parse, type EnumTypeDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/feedback/handler';
import { FEEDBACK_KIND_LABELS, FEEDBACK_REFERENCE_PATTERN } from '../../schema/contract/feedback';
import { providerDate } from '../../schema/contract/providerDate';
import {
  allSdkCalls,
  conditionalCheckFailed,
  dynamoMock,
  expectData,
  expectError,
  identities,
  invoke,
  ISO_TIMESTAMP,
  sesMock,
  useHandlerTestEnvironment,
} from './helpers';

const PERSONAL = {
  name: 'Robin Resident',
  email: 'robin@example.com',
  phone: '0400 111 222',
  whatHappened: 'The support worker arrived two hours late three times.',
  outcomeWanted: 'Someone on time, or a call when running late.',
};
const NAMED = { kind: 'COMPLAINT', anonymous: false, consent: true, ...PERSONAL };
const ANONYMOUS = {
  kind: 'COMPLAINT',
  anonymous: true,
  consent: true,
  whatHappened: PERSONAL.whatHappened,
};
const TOKEN = '6f1c3d3e-8a3c-4d5e-9f00-2b7c1a2e4d5f';

type Receipt = { reference: string; receivedAt: string };

function create(input: Record<string, unknown>) {
  return invoke(handler, 'Mutation.createFeedback', { input }, identities.apiKey);
}

function sentMail() {
  return sesMock.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
}

useHandlerTestEnvironment();

describe('createFeedback', () => {
  it('stores RECEIVED, unread feedback under an F- reference, then e-mails the person and the inbox', async () => {
    const order: string[] = [];
    dynamoMock.on(PutCommand).callsFake(() => order.push('store'));
    sesMock.on(SendEmailCommand).callsFake(() => order.push('email'));

    const receipt = expectData<Receipt>(await create({ ...NAMED, website: '' }));

    expect(receipt.reference).toMatch(FEEDBACK_REFERENCE_PATTERN);
    expect(receipt.receivedAt).toMatch(ISO_TIMESTAMP);
    expect(order).toEqual(['store', 'email', 'email']);
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item).toEqual({
      ...NAMED,
      id: receipt.reference,
      status: 'RECEIVED',
      statusHistory: [{ status: 'RECEIVED', at: receipt.receivedAt, by: null }],
      read: false,
      notes: [],
      // The register's own fields: received through the website on the provider's date.
      receivedOn: providerDate(receipt.receivedAt),
      receivedVia: 'WEBSITE',
      actions: [],
      emails: [],
      createdAt: receipt.receivedAt,
      updatedAt: receipt.receivedAt,
      // No expiresAt: a complaint is kept while it is open.
      entityType: 'Feedback',
    });
    const [acknowledgement, notice] = sentMail();
    expect(acknowledgement?.Destination?.ToAddresses).toEqual([PERSONAL.email]);
    expect(acknowledgement?.Content?.Simple?.Subject?.Data).toContain(receipt.reference);
    const ackText = acknowledgement?.Content?.Simple?.Body?.Text?.Data;
    expect(ackText).toContain(`Your reference is ${receipt.reference}.`);
    expect(ackText).toContain('What happens next');
    expect(ackText).toContain('1800 035 544');
    expect(ackText).toContain('www.ndiscommission.gov.au');
    // HTML with the text as its alternative (acknowledgement-mail.test.ts checks the builders).
    expect(acknowledgement?.Content?.Simple?.Body?.Html?.Data).toContain(
      `<strong>${receipt.reference}</strong>`,
    );
    expect(notice?.Destination?.ToAddresses).toEqual(['inbox@provider.example']);
    expect(notice?.Content?.Simple?.Body?.Text?.Data).toContain(
      `https://www.example.com/admin/feedback?reference=${receipt.reference}`,
    );
    // Neither e-mail repeats what was written; the inbox's carries no contact details either.
    for (const value of [PERSONAL.whatHappened, PERSONAL.outcomeWanted]) {
      expect(JSON.stringify(sentMail())).not.toContain(value);
    }
    for (const value of Object.values(PERSONAL)) {
      expect(JSON.stringify(notice)).not.toContain(value);
    }
  });

  it('stores anonymous feedback without contact details and sends only the inbox notice', async () => {
    const receipt = expectData<Receipt>(
      await create({ ...ANONYMOUS, name: ' ', email: null, outcomeWanted: '' }),
    );
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      id: receipt.reference,
      anonymous: true,
      name: null,
      email: null,
      phone: null,
      outcomeWanted: null,
    });
    expect(sentMail().map((mail) => mail.Destination?.ToAddresses)).toEqual([
      ['inbox@provider.example'],
    ]);
  });

  it('keeps stored feedback when the e-mails fail', async () => {
    sesMock.on(SendEmailCommand).rejects(new Error('SES is down'));
    const receipt = expectData<Receipt>(await create(NAMED));
    expect(receipt.reference).toMatch(FEEDBACK_REFERENCE_PATTERN);
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('answers a filled honeypot like stored feedback, storing and sending nothing', async () => {
    const receipt = expectData<Receipt>(await create({ ...NAMED, website: 'http://spam.example' }));
    expect(receipt.reference).toMatch(FEEDBACK_REFERENCE_PATTERN);
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('derives the reference from a client token, so a resend writes the same item', async () => {
    dynamoMock.on(GetCommand).resolves({});
    const first = expectData<Receipt>(await create({ ...ANONYMOUS, clientToken: TOKEN }));
    const second = expectData<Receipt>(await create({ ...ANONYMOUS, clientToken: TOKEN }));
    expect(second.reference).toBe(first.reference);
    const other = expectData<Receipt>(
      await create({ ...ANONYMOUS, clientToken: TOKEN.replace('6f', '7f') }),
    );
    expect(other.reference).not.toBe(first.reference);
  });

  it('answers a resend that meets its stored first attempt with that item', async () => {
    dynamoMock.on(GetCommand).resolves({});
    const first = expectData<Receipt>(await create({ ...ANONYMOUS, clientToken: TOKEN }));
    // Stored earlier: the resend's own timestamps (and its history's first entry) differ.
    const at = '2025-01-01T00:00:00.000Z';
    const stored = {
      ...dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item,
      createdAt: at,
      updatedAt: at,
      statusHistory: [{ status: 'RECEIVED', at, by: null }],
    };
    dynamoMock.reset();
    dynamoMock.on(PutCommand).rejects(conditionalCheckFailed());
    // Not yet stored when the resend looks; stored by the time it writes.
    dynamoMock.on(GetCommand).resolvesOnce({}).resolves({ Item: stored });

    const resent = expectData<Receipt>(await create({ ...ANONYMOUS, clientToken: TOKEN }));

    expect(resent).toEqual({ reference: first.reference, receivedAt: at });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('draws the next reference when a token’s first is taken by other feedback', async () => {
    dynamoMock.on(PutCommand).rejectsOnce(conditionalCheckFailed()).resolves({});
    dynamoMock.on(GetCommand).resolves({
      Item: { id: 'F-TAKEN2', entityType: 'Feedback', clientTokenDigest: 'another token' },
    });

    const receipt = expectData<Receipt>(await create({ ...ANONYMOUS, clientToken: TOKEN }));

    const ids = dynamoMock.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(receipt.reference);
  });

  it.each([
    ['what happened', { whatHappened: 'Something else entirely.' }],
    ['the kind', { kind: 'COMPLIMENT' }],
  ])(
    'refuses the token sent again with other %s, in the same words, storing and e-mailing nothing',
    async (_label, change) => {
      dynamoMock.on(GetCommand).resolves({});
      await create({ ...ANONYMOUS, clientToken: TOKEN });
      const stored = dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
      dynamoMock.reset();
      sesMock.reset();
      dynamoMock.on(PutCommand).rejects(conditionalCheckFailed());
      dynamoMock.on(GetCommand).resolves({ Item: stored });

      expect(await create({ ...ANONYMOUS, ...change, clientToken: TOKEN })).toEqual({
        errorType: 'ValidationError',
        errorMessage:
          'clientToken: Was already used for another form. Reload the page and send it again.',
      });
      // Refused when the token's own reference is looked up: nothing is written.
      expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
      expect(sesMock.calls()).toHaveLength(0);
    },
  );

  it.each<[string, Record<string, unknown>, string]>([
    ['consent not given', { consent: false }, 'consent: Required: agree'],
    ['consent left out', { consent: undefined }, 'consent: Required: agree'],
    ['an unknown kind', { kind: 'RANT' }, 'kind: Must be one of COMPLIMENT, FEEDBACK, COMPLAINT.'],
    ['a blank account', { whatHappened: ' \n ' }, 'whatHappened: Required'],
    ['an account too long', { whatHappened: 'x'.repeat(5001) }, 'whatHappened: Must be at most'],
    ['an outcome too long', { outcomeWanted: 'x'.repeat(2001) }, 'outcomeWanted: Must be at most'],
    ['a name on two lines', { name: 'Robin\nResident' }, 'name: Must be a single line'],
    ['an invalid e-mail', { email: 'robin@' }, 'email: Enter a valid e-mail address.'],
    ['a phone with letters', { phone: '0400 ABC' }, 'phone: Use only digits'],
    ['a client token that is no UUID', { clientToken: 'abc' }, 'clientToken: Must be a UUID.'],
    ['an unknown field', { colour: 'blue' }, 'colour: Unknown field.'],
    ['anonymous with a name', { anonymous: true, email: null, phone: null }, 'name: Leave empty'],
    [
      'anonymous with an e-mail',
      { anonymous: true, name: null, phone: null },
      'email: Leave empty when staying anonymous.',
    ],
    ['anonymous with a phone', { anonymous: true, name: null, email: null }, 'phone: Leave empty'],
  ])('refuses %s, storing and sending nothing', async (_label, change, message) => {
    const error = expectError(await create({ ...NAMED, ...change }));
    expect(error.errorType).toBe('ValidationError');
    expect(error.errorMessage).toMatch(
      new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('labels every value of the schema’s FeedbackKind', () => {
    const schema = parse(
      readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'),
    );
    const values = schema.definitions
      .find(
        (definition): definition is EnumTypeDefinitionNode =>
          definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'FeedbackKind',
      )
      ?.values?.map((value) => value.name.value);
    expect(Object.keys(FEEDBACK_KIND_LABELS)).toEqual(values);
  });
});
