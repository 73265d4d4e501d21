// The register's staff operations against the local stack: a complaint recorded by staff with the
// date it was received; register fields set, and refused by name when they do not fit (and then
// nothing changes); the dates the status sets; actions appended; the acknowledgement e-mail sent
// through the SES stand-in and recorded; and the statistics of a seeded quarter, with known counts,
// medians and shares within target (across weekends), on screen and as audited CSV. Items for the
// statistics are put straight into the stand-in's table, as the handlers store them.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { providerDate } from '../../schema/contract/providerDate';
import { TABLES } from '../../schema/contract/tables';
import {
  graphql,
  roleTokens,
  startTestStack,
  type Credentials,
  type TestStack,
} from './support/stack';

const FIELDS = `id kind status read receivedOn receivedVia source riskRating serviceArea
  acknowledgedOn closedOn complainantToldOn statusHistory { status by }
  actions { text author createdAt } emails { purpose to subject text sentBy }`;

interface CapturedEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

let stack: TestStack;
let staff: Credentials;
let dynamo: DynamoDBDocumentClient;
const today = providerDate(new Date());

beforeAll(async () => {
  stack = await startTestStack();
  staff = { token: (await roleTokens(stack, 'complaints')).AccessToken };
  dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)));
}, 120_000);

afterAll(async () => {
  dynamo?.destroy();
  await stack?.dispose();
});

async function call<T>(query: string, variables: Record<string, unknown> = {}, as = staff) {
  return (await graphql<T>(stack, as, query, variables)).body;
}

async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await call<T>(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function stored(id: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: TABLES.Feedback.entity, Key: { id }, ConsistentRead: true }),
  );
  return Item;
}

async function trail(id: string) {
  const body = await call<{ auditTrail: { action: string; detail: string | null }[] }>(
    'query ($id: ID!) { auditTrail(kind: FEEDBACK, id: $id) { action detail } }',
    { id },
  );
  return body.data!.auditTrail;
}

async function capturedMail(): Promise<CapturedEmail[]> {
  return ((await (await fetch(`${stack.mailUrl}store`)).json()) as { emails: CapturedEmail[] })
    .emails;
}

const RECORD = `mutation ($input: RecordFeedbackInput!) { recordFeedback(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateFeedbackRegisterInput!) { updateFeedbackRegister(input: $input) { ${FIELDS} } }`;
const STATUS = `mutation ($input: UpdateFeedbackStatusInput!) { updateFeedbackStatus(input: $input) { ${FIELDS} } }`;

interface Item {
  id: string;
  kind: string;
  read: boolean;
  receivedOn: string;
  receivedVia: string;
  source: string | null;
  riskRating: string | null;
  acknowledgedOn: string | null;
  closedOn: string | null;
  complainantToldOn: string | null;
  statusHistory: { status: string; by: string | null }[];
  actions: { text: string; author: string }[];
  emails: { purpose: string; to: string; subject: string; text: string; sentBy: string }[];
}

async function record(input: Record<string, unknown>): Promise<Item> {
  return (
    await data<{ recordFeedback: Item }>(RECORD, {
      input: {
        kind: 'COMPLAINT',
        receivedVia: 'PHONE',
        whatHappened: 'Rang to say the worker did not come.',
        anonymous: false,
        name: 'Pat Caller',
        email: 'pat.caller@example.com',
        consent: true,
        ...input,
      },
    })
  ).recordFeedback;
}

describe('recording and triaging', () => {
  it('records a phone complaint with the date it was received, read, and audited', async () => {
    const item = await record({ receivedOn: '2026-11-20' });
    expect(item).toMatchObject({
      kind: 'COMPLAINT',
      receivedOn: '2026-11-20',
      receivedVia: 'PHONE',
      read: true,
      statusHistory: [{ status: 'RECEIVED', by: 'complaints@example.com' }],
      actions: [],
      emails: [],
    });
    expect(await trail(item.id)).toEqual([
      expect.objectContaining({ action: 'RECORDED', detail: 'Phone' }),
    ]);
    // Nothing is e-mailed until staff press the button.
    expect((await capturedMail()).filter((mail) => mail.subject.includes(item.id))).toEqual([]);
  });

  it('refuses a date received after today, or the website as the channel, by name', async () => {
    const future = await call(RECORD, {
      input: {
        kind: 'FEEDBACK',
        receivedOn: '2999-01-01',
        receivedVia: 'PHONE',
        whatHappened: 'Later',
        anonymous: true,
        consent: true,
      },
    });
    expect(future.errors?.[0]?.message).toBe('receivedOn: Must not be after today.');
    const website = await call(RECORD, {
      input: {
        kind: 'FEEDBACK',
        receivedOn: today,
        receivedVia: 'WEBSITE',
        whatHappened: 'Later',
        anonymous: true,
        consent: true,
      },
    });
    expect(website.errors?.[0]?.message).toMatch(/^receivedVia: Must be one of PHONE, /);
  });

  it('sets register fields, and refuses by name what does not fit, changing nothing', async () => {
    const item = await record({ receivedOn: '2026-11-02' });
    const set = await data<{ updateFeedbackRegister: Item }>(UPDATE, {
      input: { id: item.id, source: 'FAMILY_OR_CARER', riskRating: 'HIGH' },
    });
    expect(set.updateFeedbackRegister).toMatchObject({
      source: 'FAMILY_OR_CARER',
      riskRating: 'HIGH',
    });
    const before = await stored(item.id);
    const early = await call(UPDATE, { input: { id: item.id, acknowledgedOn: '2026-11-01' } });
    expect(early.errors?.[0]?.message).toBe(
      'acknowledgedOn: Must not be before the date received (2026-11-02).',
    );
    const open = await call(UPDATE, { input: { id: item.id, closedOn: today } });
    expect(open.errors?.[0]?.message).toBe('closedOn: Set the status to Closed first.');
    const later = await call(UPDATE, {
      input: { id: item.id, acknowledgedOn: '2026-11-03', receivedOn: '2026-11-04' },
    });
    expect(later.errors?.[0]?.message).toBe(
      'acknowledgedOn: Must not be before the date received (2026-11-04).',
    );
    expect(await stored(item.id)).toEqual(before);

    const compliment = await record({ kind: 'COMPLIMENT', receivedOn: today });
    const risk = await call(UPDATE, { input: { id: compliment.id, riskRating: 'LOW' } });
    expect(risk.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'riskRating: Does not apply to a compliment.',
    });
    expect((await stored(compliment.id))?.riskRating).toBeUndefined();
    expect((await trail(item.id)).map((entry) => entry.detail)).toContain('Source, Risk rating');
  });

  it('dates the acknowledgement and the closing from the status, and reopening clears closed', async () => {
    const item = await record({ receivedOn: today });
    const acknowledged = await data<{ updateFeedbackStatus: Item }>(STATUS, {
      input: { id: item.id, status: 'ACKNOWLEDGED' },
    });
    expect(acknowledged.updateFeedbackStatus.acknowledgedOn).toBe(today);
    const closed = await data<{ updateFeedbackStatus: Item }>(STATUS, {
      input: { id: item.id, status: 'CLOSED' },
    });
    expect(closed.updateFeedbackStatus.closedOn).toBe(today);
    const reopened = await data<{ updateFeedbackStatus: Item }>(STATUS, {
      input: { id: item.id, status: 'UNDER_REVIEW' },
    });
    expect(reopened.updateFeedbackStatus).toMatchObject({ acknowledgedOn: today, closedOn: null });
  });

  it('appends actions with their author, and on an item stored before actions were kept', async () => {
    const item = await record({ receivedOn: today });
    const add = (id: string, text: string) =>
      data<{ addFeedbackAction: Item }>(
        `mutation ($input: AddFeedbackActionInput!) { addFeedbackAction(input: $input) { ${FIELDS} } }`,
        { input: { id, text } },
      );
    await add(item.id, 'Rang the family back.');
    const second = await add(item.id, 'Spoke to the roster manager.');
    expect(second.addFeedbackAction.actions).toEqual([
      expect.objectContaining({ text: 'Rang the family back.', author: 'complaints@example.com' }),
      expect.objectContaining({ text: 'Spoke to the roster manager.' }),
    ]);
    expect((await trail(item.id)).filter((entry) => entry.action === 'ADDED_ACTION')).toHaveLength(
      2,
    );
    // The seeded items were stored without the register's own fields.
    const seeded = await add('F-7K3Q9P', 'Checked the roster.');
    expect(seeded.addFeedbackAction).toMatchObject({
      receivedVia: 'WEBSITE',
      actions: [expect.objectContaining({ text: 'Checked the roster.' })],
    });
  });
});

describe('e-mails to the complainant', () => {
  const SEND = `mutation ($input: SendFeedbackEmailInput!) { sendFeedbackEmail(input: $input) { ${FIELDS} } }`;

  it('sends the acknowledgement in the staff member’s words with the reference, and records it', async () => {
    const item = await record({ receivedOn: today });
    const words = 'Thank you for calling.\n\nWe will ring you by Friday <b>at the latest</b>.';
    const sent = await data<{ sendFeedbackEmail: Item }>(SEND, {
      input: { id: item.id, purpose: 'ACKNOWLEDGEMENT', text: words },
    });
    const mail = (await capturedMail()).filter((each) => each.subject.includes(item.id));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.destination.to).toEqual(['pat.caller@example.com']);
    expect(mail[0]!.subject).toBe(`We have your complaint: reference ${item.id}`);
    expect(mail[0]!.body.text).toContain('Thank you for calling.');
    expect(mail[0]!.body.text).toContain(`Your reference is ${item.id}.`);
    expect(mail[0]!.body.html).toContain('&lt;b&gt;at the latest&lt;/b&gt;');
    // Nothing the complainant did not write: not what they said happened.
    expect(mail[0]!.body.text).not.toContain('did not come');
    expect(sent.sendFeedbackEmail.acknowledgedOn).toBe(today);
    expect(sent.sendFeedbackEmail.emails).toEqual([
      expect.objectContaining({
        purpose: 'ACKNOWLEDGEMENT',
        to: 'pat.caller@example.com',
        text: mail[0]!.body.text,
        sentBy: 'complaints@example.com',
      }),
    ]);
    expect((await trail(item.id)).map((entry) => entry.action)).toContain('SENT_EMAIL');
  });

  it('refuses an item without an e-mail address, and an outcome for a compliment, sending nothing', async () => {
    const anonymous = await record({
      receivedOn: today,
      anonymous: true,
      name: null,
      email: null,
    });
    const compliment = await record({ kind: 'COMPLIMENT', receivedOn: today });
    const before = (await capturedMail()).length;
    const noAddress = await call(SEND, {
      input: { id: anonymous.id, purpose: 'ACKNOWLEDGEMENT', text: 'Hello' },
    });
    expect(noAddress.errors?.[0]?.message).toBe('id: This item has no e-mail address to write to.');
    const outcome = await call(SEND, {
      input: { id: compliment.id, purpose: 'OUTCOME', text: 'Hello' },
    });
    expect(outcome.errors?.[0]?.message).toBe('purpose: A compliment has no outcome to send.');
    expect((await capturedMail()).length).toBe(before);
  });
});

describe('statistics', () => {
  /** An item of the seeded quarter, July to September 2025 (every due date long past). */
  async function put(id: string, fields: Record<string, unknown>) {
    const createdAt = `${String(fields.receivedOn)}T01:00:00.000Z`;
    await dynamo.send(
      new PutCommand({
        TableName: TABLES.Feedback.entity,
        Item: {
          id,
          kind: 'COMPLAINT',
          whatHappened: 'Seeded',
          anonymous: true,
          consent: true,
          status: fields.closedOn ? 'CLOSED' : 'RECEIVED',
          statusHistory: [{ status: 'RECEIVED', at: createdAt, by: null }],
          read: true,
          notes: [],
          receivedVia: 'WEBSITE',
          actions: [],
          emails: [],
          createdAt,
          updatedAt: createdAt,
          entityType: 'Feedback',
          ...fields,
        },
      }),
    );
  }

  beforeAll(async () => {
    // Acknowledged Monday after a Friday: 3 days, within 2 business days; closed in 16 of 21.
    await put('F-STAT01', {
      receivedOn: '2025-07-04',
      acknowledgedOn: '2025-07-07',
      closedOn: '2025-07-20',
      source: 'PARTICIPANT',
      serviceArea: 'socialWorker',
      riskRating: 'LOW',
      outcome: 'RESOLVED',
    });
    // Received on a Saturday: due Tuesday, met on Tuesday; closed after 31 days, late.
    await put('F-STAT02', {
      receivedOn: '2025-07-05',
      acknowledgedOn: '2025-07-08',
      closedOn: '2025-08-05',
      source: 'FAMILY_OR_CARER',
      serviceArea: 'socialWorker',
      riskRating: 'HIGH',
      outcome: 'PARTLY_RESOLVED',
    });
    // Received Friday, due Tuesday, acknowledged Wednesday (5 days): late; never closed: late.
    await put('F-STAT03', {
      receivedOn: '2025-08-01',
      acknowledgedOn: '2025-08-06',
      source: 'ADVOCATE',
      riskRating: 'CRITICAL',
    });
    // Never acknowledged or closed: both late.
    await put('F-STAT04', { receivedOn: '2025-09-10' });
    await put('F-STAT05', {
      kind: 'FEEDBACK',
      receivedOn: '2025-07-15',
      source: 'PARTICIPANT',
      serviceArea: 'occupationalTherapist',
    });
    // The quarter's last day counts; the days either side do not.
    await put('F-STAT06', { kind: 'COMPLIMENT', receivedOn: '2025-09-30', source: 'STAFF' });
    await put('F-STAT07', { receivedOn: '2025-06-30', acknowledgedOn: '2025-07-01' });
    await put('F-STAT08', { receivedOn: '2025-10-01', acknowledgedOn: '2025-10-01' });
  });

  const counts = (list: { key: string; count: number }[]) =>
    Object.fromEntries(list.filter((each) => each.count > 0).map((each) => [each.key, each.count]));

  it('counts a quarter by kind, source, service area, risk and outcome, with medians and targets', async () => {
    const { feedbackStatistics: stats } = await data<{
      feedbackStatistics: Record<string, unknown> &
        Record<string, { key: string; count: number }[]>;
    }>(
      `{ feedbackStatistics(period: { unit: QUARTER, startsOn: "2025-07-01" }) {
        from to total
        byKind { key label count } bySource { key label count } byServiceArea { key label count }
        byRisk { key label count } byOutcome { key label count }
        medianDaysToAcknowledge medianDaysToResolve
        acknowledgedWithinTarget { met decided } resolvedWithinTarget { met decided } } }`,
    );
    expect(stats).toMatchObject({ from: '2025-07-01', to: '2025-09-30', total: 6 });
    expect(counts(stats.byKind!)).toEqual({ COMPLIMENT: 1, FEEDBACK: 1, COMPLAINT: 4 });
    expect(counts(stats.bySource!)).toEqual({
      PARTICIPANT: 2,
      FAMILY_OR_CARER: 1,
      ADVOCATE: 1,
      STAFF: 1,
      NOT_RECORDED: 1,
    });
    expect(counts(stats.byServiceArea!)).toEqual({
      socialWorker: 2,
      occupationalTherapist: 1,
      NOT_RECORDED: 3,
    });
    expect(counts(stats.byRisk!)).toEqual({ LOW: 1, HIGH: 1, CRITICAL: 1, NOT_RECORDED: 1 });
    expect(counts(stats.byOutcome!)).toEqual({
      RESOLVED: 1,
      PARTLY_RESOLVED: 1,
      NOT_RECORDED: 2,
    });
    // Every value is listed, zeros too, with its label.
    expect(stats.byRisk).toContainEqual({ key: 'MEDIUM', label: 'Medium', count: 0 });
    expect(stats.medianDaysToAcknowledge).toBe(3);
    expect(stats.medianDaysToResolve).toBe(23.5);
    expect(stats.acknowledgedWithinTarget).toEqual({ met: 2, decided: 4 });
    expect(stats.resolvedWithinTarget).toEqual({ met: 1, decided: 4 });
  });

  it('covers a month and a financial year', async () => {
    const total = async (unit: string, startsOn: string) =>
      (
        await data<{ feedbackStatistics: { total: number; to: string } }>(
          'query ($period: StatisticsPeriodInput!) { feedbackStatistics(period: $period) { total to } }',
          { period: { unit, startsOn } },
        )
      ).feedbackStatistics;
    expect(await total('MONTH', '2025-07-01')).toEqual({ total: 3, to: '2025-07-31' });
    expect(await total('FINANCIAL_YEAR', '2025-07-01')).toEqual({ total: 7, to: '2026-06-30' });
  });

  it('exports them as CSV, recording the export on each item counted and no other', async () => {
    const { exportFeedbackStatistics: csv } = await data<{ exportFeedbackStatistics: string }>(
      'mutation { exportFeedbackStatistics(period: { unit: QUARTER, startsOn: "2025-07-01" }) }',
    );
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('"Measure","Value"');
    expect(rows).toContain('"Period","1 July 2025 to 30 September 2025"');
    expect(rows).toContain('"Kind: Complaint","4"');
    expect(rows).toContain('"Complaint risk: Critical","1"');
    expect(rows).toContain('"Median days to resolve","23.5"');
    expect(rows).toContain('"Acknowledged within target","2 of 4"');
    expect(await trail('F-STAT01')).toContainEqual(
      expect.objectContaining({ action: 'EXPORTED', detail: 'Statistics' }),
    );
    expect(await trail('F-STAT07')).toEqual([]);
  });

  it('refuses a bad period by name', async () => {
    const problem = async (period: Record<string, unknown>) =>
      (
        await call(
          'query ($period: StatisticsPeriodInput!) { feedbackStatistics(period: $period) { total } }',
          { period },
        )
      ).errors?.[0]?.message;
    expect(await problem({ unit: 'QUARTER', startsOn: '2025-08-01' })).toBe(
      'period.startsOn: Must be the first day of January, April, July or October.',
    );
    expect(await problem({ unit: 'FINANCIAL_YEAR', startsOn: '2025-01-01' })).toBe(
      'period.startsOn: Must be 1 July.',
    );
    // The gateway refuses a date that does not exist before the handler runs, naming it too.
    expect(await problem({ unit: 'MONTH', startsOn: '2025-02-30' })).toContain("'startsOn'");
    const exported = await call(
      'mutation { exportFeedbackStatistics(period: { unit: MONTH, startsOn: "2025-07-02" }) }',
    );
    expect(exported.errors?.[0]?.message).toBe(
      'period.startsOn: Must be the first day of a month.',
    );
  });

  it('is refused to intake staff', async () => {
    const intake = { token: (await roleTokens(stack, 'intake')).AccessToken };
    const body = await call(
      '{ feedbackStatistics(period: { unit: MONTH, startsOn: "2025-07-01" }) { total } }',
      {},
      intake,
    );
    expect(body.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});
