// Load: 50 concurrent clients create contact messages through the local gateway for a bounded time
// (and a bounded number of requests). Every acknowledged message must be stored exactly once and
// reachable by paging listMessages as the admin to the end. Correctness only: times are for the
// benchmark (`npm run bench`), never asserted here.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminTokens,
  graphql,
  sharedTestStack,
  type Credentials,
  type GraphqlResponse,
  type LocalStack,
} from './support/stack';

const CLIENTS = 50;
const DURATION_MS = 4_000;
const MAX_REQUESTS = 1_500;

const CREATE = 'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id } }';
const LIST = `query ($token: String) {
  listMessages(limit: 100, nextToken: $token) { items { id fullName preview } nextToken }
}`;

interface MessagePage {
  listMessages: {
    items: { id: string; fullName: string; preview: string }[];
    nextToken: string | null;
  };
}

let stack: LocalStack;
let admin: Credentials;

beforeAll(async () => {
  stack = await sharedTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
});

/** Every message the admin can page through, following nextToken to the end. */
async function pageAllMessages() {
  const seen: MessagePage['listMessages']['items'] = [];
  let token: string | null = null;
  do {
    const page: GraphqlResponse<MessagePage> = await graphql<MessagePage>(stack, admin, LIST, {
      token,
    });
    expect(page.body.errors).toBeUndefined();
    seen.push(...page.body.data!.listMessages.items);
    token = page.body.data!.listMessages.nextToken;
  } while (token);
  return seen;
}

describe('load', () => {
  it(
    'stores every message acknowledged to 50 concurrent clients exactly once, all listable',
    { timeout: 180_000 },
    async () => {
      const acknowledged = new Map<string, string>(); // id → the msg text that client sent
      const refused: string[] = [];
      let sent = 0;
      const stopAt = Date.now() + DURATION_MS;

      async function client(clientIndex: number) {
        for (let round = 0; Date.now() < stopAt && sent < MAX_REQUESTS; round += 1) {
          sent += 1;
          const msg = `Load client ${clientIndex} message ${round}`;
          const response = await graphql<{ createMessage: { id: string } }>(
            stack,
            { apiKey: stack.apiKey },
            CREATE,
            {
              input: {
                fullName: `Load ${clientIndex}`,
                email: `load${clientIndex}@example.com`,
                phone: '0412 345 678',
                msg,
              },
            },
          );
          const id = response.body.data?.createMessage.id;
          if (response.status === 200 && id && !response.body.errors) {
            expect(acknowledged.has(id)).toBe(false);
            acknowledged.set(id, msg);
          } else {
            refused.push(`${response.status} ${JSON.stringify(response.body.errors)}`);
          }
        }
      }

      await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));

      // Under load the stack may refuse a request, but never answer one it did not store.
      expect(refused).toEqual([]);
      expect(acknowledged.size).toBeGreaterThanOrEqual(CLIENTS);

      const stored = (await pageAllMessages()).filter((item) => item.fullName.startsWith('Load '));
      const storedIds = stored.map((item) => item.id);
      expect(new Set(storedIds).size).toBe(storedIds.length);
      expect(storedIds.length).toBe(acknowledged.size);
      for (const item of stored) {
        expect(acknowledged.get(item.id)).toBe(item.preview);
      }
    },
  );
});
