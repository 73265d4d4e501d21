// Referrals carried through intake, against the local stack: the participant's contact and the plan
// manager from the form to the admin and into no e-mail; the referrals due for deletion; the CSV
// export with and without the sensitive columns, and its audit entries; the e-mail to the
// referrer (refused with the participant's details or the wrong status, else in the captured
// mail as HTML and text, noted and audited); the dashboard's sections by role, and its count of
// new referrals awaiting contact across a weekend.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { providerDate } from '../../schema/contract/providerDate';
import { CASEWORK_TARGETS } from '../../schema/contract/caseworkTargets';
import { complaintDueDates } from '../../schema/contract/complaintTargets';
import {
  adminTokens,
  graphql,
  roleTokens,
  startTestStack,
  type Credentials,
  type TestStack,
} from './support/stack';

interface CapturedEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

const DAY_MS = 86_400_000;
const PARTICIPANT = {
  participantName: 'Robin Intake',
  participantDateOfBirth: '1984-03-09',
  ndisNumber: '431122334',
  participantPhone: '0499 111 222',
  participantEmail: 'robin.participant@example.com',
  supportNeeded: 'Help with shopping and cooking',
  goals: 'Cook three meals a week',
};
const PLAN_MANAGER = { planManagerName: 'Morgan Plans', planManagerEmail: 'morgan@plans.example' };

let stack: TestStack;
let admin: Credentials;
let documents: DynamoDBDocumentClient;
const apiKey = (): Credentials => ({ apiKey: stack.apiKey });

beforeAll(async () => {
  stack = await startTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)),
  );
}, 120_000);

afterAll(async () => {
  documents?.destroy();
  await stack?.dispose();
});

async function call<T>(credentials: Credentials, query: string, variables?: object): Promise<T> {
  const response = await graphql<T>(
    stack,
    credentials,
    query,
    variables as Record<string, unknown>,
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!;
}

async function refusal(query: string, variables: object) {
  const response = await graphql(stack, admin, query, variables as Record<string, unknown>);
  return (response.body.errors ?? []).map((error) => `${error.errorType}: ${error.message}`);
}

function referralInput(marker: string, extra: Record<string, unknown> = {}) {
  return {
    referrerRole: 'SUPPORT_COORDINATOR',
    referrerName: `Casey ${marker}`,
    referrerEmail: `casey.${marker.toLowerCase()}@example.com`,
    referrerPhone: '0400 000 000',
    ...PARTICIPANT,
    participantPostcode: 3000,
    preferredContact: 'PHONE',
    communication: { interpreter: false, auslan: false },
    planFunding: 'PLAN_MANAGED',
    ...PLAN_MANAGER,
    services: ['socialWorker'],
    consent: true,
    ...extra,
  };
}

const CREATE =
  'mutation ($input: CreateReferralInput!) { createReferral(input: $input) { reference } }';

async function createReferral(marker: string, extra: Record<string, unknown> = {}) {
  const data = await call<{ createReferral: { reference: string } }>(apiKey(), CREATE, {
    input: referralInput(marker, extra),
  });
  return data.createReferral.reference;
}

async function setStored(id: string, values: Record<string, unknown>) {
  const names = Object.keys(values);
  await documents.send(
    new UpdateCommand({
      TableName: 'Referral',
      Key: { id },
      UpdateExpression: `SET ${names.map((_, index) => `#n${index} = :v${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(
        names.map((name, i) => [`:v${i}`, values[name]]),
      ),
    }),
  );
}

async function capturedMail(): Promise<CapturedEmail[]> {
  return ((await (await fetch(`${stack.mailUrl}store`)).json()) as { emails: CapturedEmail[] })
    .emails;
}

async function auditTrail(id: string) {
  const data = await call<{ auditTrail: { action: string; detail: string | null }[] }>(
    admin,
    `{ auditTrail(kind: REFERRAL, id: "${id}") { action detail } }`,
  );
  return data.auditTrail;
}

function expectNoParticipantDetails(mail: readonly CapturedEmail[]) {
  const text = JSON.stringify(mail);
  for (const value of [...Object.values(PARTICIPANT), ...Object.values(PLAN_MANAGER)]) {
    expect(text).not.toContain(value);
  }
}

describe('the participant’s contact and the plan manager', () => {
  it('reach the admin’s view and no e-mail', async () => {
    const reference = await createReferral('Contact');
    const data = await call<{ getReferral: Record<string, unknown> }>(
      admin,
      `{ getReferral(id: "${reference}") { contactThroughReferrer participantPhone participantEmail planManagerName planManagerEmail } }`,
    );
    expect(data.getReferral).toEqual({
      contactThroughReferrer: false,
      participantPhone: PARTICIPANT.participantPhone,
      participantEmail: PARTICIPANT.participantEmail,
      ...PLAN_MANAGER,
    });
    const mail = (await capturedMail()).filter(
      (each) => each.subject.includes(reference) || each.body.text?.includes(reference),
    );
    expect(mail).toHaveLength(2);
    expectNoParticipantDetails(mail);
  });

  it('are refused, naming the field, with contact through the referrer or another plan', async () => {
    const refusals = async (extra: Record<string, unknown>) =>
      refusal(CREATE, { input: referralInput('Refused', extra) });
    expect(await refusals({ contactThroughReferrer: true, participantEmail: null })).toEqual([
      expect.stringMatching(/^ValidationError: .*participantPhone: Leave empty when/),
    ]);
    expect(await refusals({ planFunding: 'SELF_MANAGED', planManagerName: null })).toEqual([
      expect.stringMatching(/^ValidationError: .*planManagerEmail: Leave empty unless/),
    ]);
  });
});

describe('referrals due for deletion', () => {
  it('lists those deleted within 30 days, soonest first, and not the accepted or the later', async () => {
    const soon = await createReferral('Soon');
    const sooner = await createReferral('Sooner');
    const later = await createReferral('Later');
    const accepted = await createReferral('Accepted');
    const now = Math.floor(Date.now() / 1000);
    await setStored(soon, { expiresAt: now + 20 * 86_400 });
    await setStored(sooner, { expiresAt: now + 2 * 86_400 });
    await setStored(later, { expiresAt: now + 31 * 86_400 });
    await setStored(accepted, { expiresAt: now + 2 * 86_400 });
    await call(
      admin,
      `mutation { updateReferralStatus(input: { id: "${accepted}", status: ACCEPTED }) { id } }`,
    );

    const { referralsDueForDeletion: due } = await call<{
      referralsDueForDeletion: { id: string; expiresAt: number }[];
    }>(admin, '{ referralsDueForDeletion { id expiresAt } }');
    const ours = due
      .map((item) => item.id)
      .filter((id) => [soon, sooner, later, accepted].includes(id));
    expect(ours).toEqual([sooner, soon]);
    // The names are personal details: the list's read is recorded as a view of each.
    expect((await auditTrail(soon)).map((entry) => entry.action)).toContain('VIEWED');

    const { dashboard } = await call<{
      dashboard: { referralsDueForDeletion: { count: number; items: { id: string }[] } };
    }>(admin, '{ dashboard { referralsDueForDeletion { count items { id date } } } }');
    expect(dashboard.referralsDueForDeletion.count).toBe(due.length);
    expect(dashboard.referralsDueForDeletion.items.map((item) => item.id)).toEqual(
      due.map((item) => item.id).slice(0, 50),
    );
  });
});

describe('the referral export', () => {
  const EXPORT = 'mutation ($input: ExportReferralsInput!) { exportReferrals(input: $input) }';

  it('holds the period and status, the sensitive columns only when asked, and is audited', async () => {
    const inPeriod = await createReferral('Export', { referrerName: '=cmd|calc' });
    const otherStatus = await createReferral('Other');
    const before = await createReferral('Before');
    await call(
      admin,
      `mutation { updateReferralStatus(input: { id: "${inPeriod}", status: ACCEPTED }) { id } }`,
    );
    await setStored(before, { createdAt: new Date(Date.now() - 40 * DAY_MS).toISOString() });
    const today = providerDate(new Date());
    const from = providerDate(new Date(Date.now() - 7 * DAY_MS));
    const period = { from, to: today, status: 'ACCEPTED' };

    const plain = (
      await call<{ exportReferrals: string }>(admin, EXPORT, {
        input: { ...period, sensitive: false },
      })
    ).exportReferrals;
    const [header, ...rows] = plain.split('\r\n').filter(Boolean);
    expect(header).toMatch(/^"Received","Reference","Status",/);
    expect(header).not.toMatch(/Date of birth|NDIS number|Support needed|Goals/);
    expect(plain).toContain(`"${inPeriod}","Accepted"`);
    expect(plain).toContain(`"'=cmd|calc"`);
    expect(plain).not.toContain(otherStatus);
    expect(plain).not.toContain(before);
    expect(rows.every((row) => row.includes('"Accepted"'))).toBe(true);
    for (const value of Object.values(PARTICIPANT).filter(
      (v) => v !== PARTICIPANT.participantName,
    )) {
      expect(plain).not.toContain(value);
    }

    const sensitive = (
      await call<{ exportReferrals: string }>(admin, EXPORT, {
        input: { ...period, sensitive: true },
      })
    ).exportReferrals;
    expect(sensitive.split('\r\n')[0]).toMatch(
      /"Date of birth","NDIS number","Support needed","Goals"$/,
    );
    expect(sensitive).toContain(
      `"${PARTICIPANT.participantDateOfBirth}","${PARTICIPANT.ndisNumber}","${PARTICIPANT.supportNeeded}","${PARTICIPANT.goals}"`,
    );

    const exports = (await auditTrail(inPeriod)).filter((entry) => entry.action === 'EXPORTED');
    expect(exports.map((entry) => entry.detail)).toEqual([
      'With date of birth, NDIS number, needs and goals',
      null,
    ]);
    expect((await auditTrail(otherStatus)).map((entry) => entry.action)).not.toContain('EXPORTED');
  });

  it('refuses a period that ends before it starts, naming the field', async () => {
    expect(
      await refusal(EXPORT, {
        input: { from: '2026-02-01', to: '2026-01-31', sensitive: false },
      }),
    ).toEqual([expect.stringMatching(/^ValidationError: .*to: Must not be before/)]);
  });
});

describe('the e-mail to the referrer', () => {
  const SEND =
    'mutation ($input: EmailReferrerInput!) { emailReferrer(input: $input) { id notes { text } } }';

  it('is refused for another status or with the participant’s details, then sent, noted and audited', async () => {
    const reference = await createReferral('Mail');
    const referrer = 'casey.mail@example.com';
    await call(
      admin,
      `mutation { updateReferralStatus(input: { id: "${reference}", status: WAITLISTED }) { id } }`,
    );
    const sentBefore = (await capturedMail()).length;

    expect(
      await refusal(SEND, { input: { id: reference, template: 'DECLINED', text: 'Sorry.' } }),
    ).toEqual([
      expect.stringMatching(
        /^ValidationError: .*template: Only for a referral with status DECLINED/,
      ),
    ]);
    expect(
      await refusal(SEND, {
        input: { id: reference, template: 'WAITLISTED', text: 'Robin Intake is on our waitlist.' },
      }),
    ).toEqual([expect.stringMatching(/^ValidationError: .*text: .*their name/)]);
    expect(
      await refusal(SEND, {
        input: { id: reference, template: 'WAITLISTED', text: 'NDIS 431 122 334 is waitlisted.' },
      }),
    ).toEqual([expect.stringMatching(/^ValidationError: .*text: .*their NDIS number/)]);
    expect((await capturedMail()).length).toBe(sentBefore);

    const text =
      'We have put the referral on our waitlist.\n\nWe will call you when a place opens.';
    const sent = await call<{ emailReferrer: { notes: { text: string }[] } }>(admin, SEND, {
      input: { id: reference, template: 'WAITLISTED', text },
    });
    expect(sent.emailReferrer.notes.at(-1)?.text).toContain(text);

    const mail = (await capturedMail()).slice(sentBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.destination.to).toEqual([referrer]);
    expect(mail[0]!.subject).toContain(reference);
    expect(mail[0]!.body.text).toContain('We will call you when a place opens.');
    expect(mail[0]!.body.text).toContain(`Your reference is ${reference}.`);
    expect(mail[0]!.body.html).toContain(`<strong>${reference}</strong>`);
    expectNoParticipantDetails(mail);

    expect(await auditTrail(reference)).toContainEqual({
      action: 'SENT_EMAIL',
      detail: 'On our waitlist',
    });
  });
});

/** Weekdays after `date` up to and including `today` (YYYY-MM-DD), counted one by one. */
function weekdaysSince(date: string, today: string): number {
  let count = 0;
  for (let day = new Date(`${date}T00:00:00Z`); ;) {
    day = new Date(day.getTime() + DAY_MS);
    if (day.toISOString().slice(0, 10) > today) return count;
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) count += 1;
  }
}

describe('the dashboard', () => {
  it('lists new referrals by business days since they arrived, weekends not counted', async () => {
    const today = providerDate(new Date());
    // One new referral received on each of the last ten days: a weekend is always among them.
    const received: { id: string; date: string }[] = [];
    for (let back = 1; back <= 10; back += 1) {
      const id = await createReferral(`Day${back}`);
      const date = providerDate(new Date(Date.now() - back * DAY_MS));
      // Noon in the provider's time zone (Sydney is UTC+10 or +11).
      await setStored(id, { createdAt: `${date}T01:30:00.000Z` });
      received.push({ id, date });
    }
    const contacted = received[9]!.id;
    await call(
      admin,
      `mutation { updateReferralStatus(input: { id: "${contacted}", status: CONTACTED }) { id } }`,
    );
    const expected = received
      .filter(
        ({ id, date }) =>
          id !== contacted &&
          weekdaysSince(date, today) >= CASEWORK_TARGETS.referralContactBusinessDays,
      )
      .map(({ id }) => id);

    const { dashboard } = await call<{
      dashboard: {
        referralsAwaitingContact: {
          count: number;
          items: { id: string; due: string; step: string }[];
        };
        unreadMessages: { count: number };
      };
    }>(
      admin,
      '{ dashboard { referralsAwaitingContact { count items { id date due step } } unreadMessages { count } } }',
    );
    const ours = received.map(({ id }) => id);
    const listed = dashboard.referralsAwaitingContact.items.filter((item) =>
      ours.includes(item.id),
    );
    expect(listed.map((item) => item.id).sort()).toEqual(expected.sort());
    expect(listed.every((item) => item.step === 'CONTACT_REFERRER')).toBe(true);
    expect(dashboard.referralsAwaitingContact.count).toBe(
      dashboard.referralsAwaitingContact.items.length,
    );
    const { unreadMessageCount } = await call<{ unreadMessageCount: number }>(
      admin,
      '{ unreadMessageCount }',
    );
    expect(dashboard.unreadMessages.count).toBe(unreadMessageCount);
  });

  it('answers a complaints officer only the complaints due or overdue, by the register’s targets', async () => {
    const complaints = { token: (await roleTokens(stack, 'complaints')).AccessToken };
    const record = async (receivedOn: string) => {
      const data = await call<{ recordFeedback: { id: string } }>(
        complaints,
        `mutation ($input: RecordFeedbackInput!) { recordFeedback(input: $input) { id } }`,
        {
          input: {
            kind: 'COMPLAINT',
            receivedOn,
            receivedVia: 'PHONE',
            whatHappened: 'Told us by phone.',
            anonymous: true,
            consent: true,
          },
        },
      );
      return data.recordFeedback.id;
    };
    // Ten days back: its acknowledgement (two business days) is overdue whatever the weekday.
    const tenDaysBack = providerDate(new Date(Date.now() - 10 * DAY_MS));
    const overdue = await record(tenDaysBack);
    const today = await record(providerDate(new Date()));
    const query =
      '{ dashboard { referralsAwaitingContact { count } unreadMessages { count } referralsDueForDeletion { count } complaintsDue { count items { id date due step } } } }';
    const { dashboard } = await call<{
      dashboard: Record<string, unknown> & {
        complaintsDue: {
          count: number;
          items: { id: string; date: string; due: string; step: string }[];
        };
      };
    }>(complaints, query);
    expect(dashboard).toMatchObject({
      referralsAwaitingContact: null,
      unreadMessages: null,
      referralsDueForDeletion: null,
    });
    const ids = dashboard.complaintsDue.items.map((item) => item.id);
    expect(ids).toContain(overdue);
    expect(ids).not.toContain(today);
    expect(dashboard.complaintsDue.items.find((item) => item.id === overdue)).toEqual({
      id: overdue,
      date: complaintDueDates({ kind: 'COMPLAINT', receivedOn: tenDaysBack })!.acknowledgeBy,
      due: 'OVERDUE',
      step: 'ACKNOWLEDGE',
    });

    // The intake role does not see complaints.
    const intake = { token: (await roleTokens(stack, 'intake')).AccessToken };
    const forIntake = await call<{ dashboard: { complaintsDue: unknown } }>(
      intake,
      '{ dashboard { complaintsDue { count } } }',
    );
    expect(forIntake.dashboard.complaintsDue).toBeNull();
  });
});
