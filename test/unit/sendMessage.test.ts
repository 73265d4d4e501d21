// The contact form's call: a resend of the same fields after a failure carries the same client
// token (the API then stores the message once), new fields or a stored message start a new one,
// and a Timeout is sent again once by itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendMessage } from '../../frontend/src/features/contact/data/messages';

const FIELDS = {
  fullName: 'Alex Citizen',
  postcode: 3000,
  email: 'alex@example.com',
  phone: '0400 000 000',
  msg: 'Hello',
};

type Answer = { errors: { message: string; errorType: string }[] } | 'stored';
let answers: Answer[];
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
    const answer = answers.shift() ?? 'stored';
    return json(answer === 'stored' ? { data: { createMessage: { id: 'm1' } } } : answer);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const timeout = { errors: [{ message: 'too long', errorType: 'Timeout' }] };
const failure = { errors: [{ message: 'down', errorType: 'InternalError' }] };

describe('sendMessage', () => {
  it('sends a Timeout again once, with the same token', async () => {
    answers = [timeout];
    await expect(sendMessage(FIELDS)).resolves.toBe('m1');
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).toBe(tokens[0]);
  });

  it('gives up after a second Timeout, and the visitor resending keeps the token', async () => {
    answers = [timeout, timeout];
    await expect(sendMessage(FIELDS)).rejects.toThrow('too long');
    answers = [failure];
    await expect(sendMessage(FIELDS)).rejects.toThrow('down');
    await sendMessage(FIELDS);
    expect(new Set(tokens).size).toBe(1);
  });

  it('starts a new token for changed fields and after a stored message', async () => {
    answers = [failure];
    await expect(sendMessage(FIELDS)).rejects.toThrow('down');
    await sendMessage({ ...FIELDS, msg: 'Hello again' });
    await sendMessage({ ...FIELDS, msg: 'Hello again' });
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f-]{36}$/);
  });
});
