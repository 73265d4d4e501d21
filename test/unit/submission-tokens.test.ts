// The referral and feedback forms' calls (frontend/src/data/clientToken.ts): a resend of the same
// fields after a failure carries the same client token (the API then stores, and e-mails about,
// the submission once), while new fields or a stored submission start a new one. The contact
// form's call has its own test (sendMessage.test.ts), with its retry of a Timeout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  sendFeedback,
  type FeedbackInput,
} from '../../frontend/src/features/feedback/data/feedback';
import {
  sendReferral,
  type ReferralInput,
} from '../../frontend/src/features/referral/data/referrals';

const REFERRAL: ReferralInput = {
  referrerRole: 'SELF',
  referrerName: 'Alex Citizen',
  referrerEmail: 'alex@example.com',
  referrerPhone: '0400 000 000',
  participantName: 'Alex Citizen',
  participantDateOfBirth: '1990-05-17',
  participantPostcode: 3000,
  preferredContact: 'EMAIL',
  communication: { interpreter: false, auslan: false },
  planFunding: 'SELF_MANAGED',
  services: ['socialWorker'],
  supportNeeded: 'Help at home.',
  consent: true,
  attachments: ['private/referrals/checked/0f8fad5b-d9cb-469f-a165-70867728950e_plan.pdf'],
};

const FEEDBACK: FeedbackInput = {
  kind: 'COMPLAINT',
  anonymous: true,
  whatHappened: 'Nobody came to the appointment.',
  consent: true,
};

/** Each form's call, its fields, fields changed, and what the API answers once it is stored. */
const FORMS = [
  {
    name: 'sendReferral',
    send: (fields: object) => sendReferral(fields as ReferralInput),
    fields: REFERRAL,
    changed: { ...REFERRAL, supportNeeded: 'Help at home and with shopping.' },
    stored: { createReferral: { reference: 'R-7K3Q9P' } },
    result: 'R-7K3Q9P',
  },
  {
    name: 'sendFeedback',
    send: (fields: object) => sendFeedback(fields as FeedbackInput),
    fields: FEEDBACK,
    changed: { ...FEEDBACK, outcomeWanted: 'An apology.' },
    stored: { createFeedback: { reference: 'F-7K3Q9P' } },
    result: 'F-7K3Q9P',
  },
];

let answers: ('failure' | 'stored')[];
let tokens: string[];
/** What the API answers a stored submission with, for the form under test. */
let storedAnswer: unknown;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  answers = [];
  tokens = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/config.json') return json({ graphqlUrl: '/graphql', apiKey: 'key' });
    const { variables } = JSON.parse(String(init?.body)) as {
      variables: { input: { clientToken: string } };
    };
    tokens.push(variables.input.clientToken);
    return json(
      answers.shift() === 'failure'
        ? { errors: [{ message: 'down', errorType: 'InternalError' }] }
        : { data: storedAnswer },
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(FORMS)('$name', ({ send, fields, changed, stored, result }) => {
  beforeEach(() => {
    storedAnswer = stored;
  });

  it('sends the same fields again after a failure with the same token', async () => {
    answers = ['failure', 'failure'];
    await expect(send(fields)).rejects.toThrow('down');
    await expect(send(fields)).rejects.toThrow('down');
    await expect(send(fields)).resolves.toBe(result);
    expect(tokens).toHaveLength(3);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('starts a new token for changed fields and after a stored submission', async () => {
    answers = ['failure'];
    await expect(send(fields)).rejects.toThrow('down');
    await send(changed);
    await send(changed);
    expect(new Set(tokens).size).toBe(3);
  });
});
