// The DynamoDB stand-in stalled (SIGSTOP) while a visitor sends the contact form: the API answers
// Timeout, not InternalError, and sending the same message again with its client token stores it
// once, whether or not the stalled write lands when the database wakes up.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descendants } from './support/processes';
import { adminTokens, graphql, startTestStack, type TestStack } from './support/stack';

const CREATE = `mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id msg } }`;
const LIST = `query { listMessages(limit: 100) { items { id preview } } }`;

let stack: TestStack;
let dynalitePid: number;

beforeAll(async () => {
  // Another file's stack may run in this worker too (sharedTestStack): find this one's child.
  const before = new Set(descendants(process.pid));
  stack = await startTestStack();
  const found = descendants(process.pid).filter(
    (pid) =>
      !before.has(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dynalite-main'),
  );
  expect(found).toHaveLength(1);
  dynalitePid = found[0]!;
});

afterAll(async () => {
  if (dynalitePid) process.kill(dynalitePid, 'SIGCONT');
  await stack?.dispose();
});

describe('a stalled database', () => {
  it('answers Timeout, and a resend with the same client token stores the message once', async () => {
    const input = {
      fullName: 'Stalled Database',
      email: 'stall@example.com',
      phone: '0400 000 000',
      msg: `Sent while the database was stopped ${randomUUID()}`,
      clientToken: randomUUID(),
    };
    const key = { apiKey: stack.apiKey };

    process.kill(dynalitePid, 'SIGSTOP');
    let stalled;
    try {
      stalled = await graphql(stack, key, CREATE, { input });
    } finally {
      process.kill(dynalitePid, 'SIGCONT');
    }
    expect(stalled.body.errors?.map(({ errorType }) => errorType)).toEqual(['Timeout']);

    const first = await graphql<{ createMessage: { id: string } }>(stack, key, CREATE, { input });
    const again = await graphql<{ createMessage: { id: string } }>(stack, key, CREATE, { input });
    expect(first.body.errors).toBeUndefined();
    expect(again.body.data?.createMessage.id).toBe(first.body.data?.createMessage.id);

    const { IdToken } = await adminTokens(stack);
    const listed = await graphql<{ listMessages: { items: { preview: string }[] } }>(
      stack,
      { token: IdToken },
      LIST,
    );
    expect(
      listed.body.data?.listMessages.items.filter(({ preview }) => preview === input.msg),
    ).toHaveLength(1);
  });
});
