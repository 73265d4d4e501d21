// The referral form's call: a resend of the same fields after a failure carries the same client
// token (the API then stores, moves the files of and e-mails the referral once), while new fields
// or a stored referral start a new one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendReferral, type ReferralInput } from '../../frontend/src/data/referrals';

const FIELDS: ReferralInput = {
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

let answers: ('failure' | 'stored')[];
let tokens: string[];

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
        : { data: { createReferral: { reference: 'R-7K3Q9P' } } },
    );
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendReferral', () => {
  it('sends the same fields again after a failure with the same token', async () => {
    answers = ['failure', 'failure'];
    await expect(sendReferral(FIELDS)).rejects.toThrow('down');
    await expect(sendReferral(FIELDS)).rejects.toThrow('down');
    await expect(sendReferral(FIELDS)).resolves.toBe('R-7K3Q9P');
    expect(tokens).toHaveLength(3);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('starts a new token for changed fields and after a stored referral', async () => {
    answers = ['failure'];
    await expect(sendReferral(FIELDS)).rejects.toThrow('down');
    await sendReferral({ ...FIELDS, supportNeeded: 'Help at home and with shopping.' });
    await sendReferral({ ...FIELDS, supportNeeded: 'Help at home and with shopping.' });
    expect(new Set(tokens).size).toBe(3);
  });
});
