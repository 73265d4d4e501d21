// Contact messages end to end: the public createMessage stores the message and e-mails the
// provider's inbox (captured by the SES stand-in), and the admin pages through them newest first.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_ADDRESSES } from '../../lib/local/config/mail-addresses';
import {
  adminTokens,
  graphql,
  sharedTestStack,
  type Credentials,
  type GraphqlResponse,
  type LocalStack,
} from './support/stack';

const CREATE =
  'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id fullName createdAt } }';
const LIST = `query ($limit: Int, $token: String) {
  listMessages(limit: $limit, nextToken: $token) { items { id createdAt } nextToken }
}`;

interface MessagePage {
  listMessages: { items: { id: string; createdAt: string }[]; nextToken: string | null };
}

interface CapturedEmail {
  from: string;
  destination: { to: string[] };
  replyTo: string[];
  subject: string;
  body: { text?: string; html?: string };
}

let stack: LocalStack;
let admin: Credentials;

beforeAll(async () => {
  stack = await sharedTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
});

describe('contact messages', () => {
  it('createMessage e-mails the provider inbox', async () => {
    const input = {
      fullName: 'Mail Checker',
      email: 'mail.checker@example.com',
      phone: '0400 000 000',
      msg: 'Please call me about support coordination.',
      postcode: 5000,
    };
    const created = await graphql<{ createMessage: { id: string } }>(
      stack,
      { apiKey: stack.apiKey },
      CREATE,
      { input },
    );
    expect(created.body.errors).toBeUndefined();
    const store = (await (await fetch(`${stack.mailUrl}store`)).json()) as {
      emails: CapturedEmail[];
    };
    const mail = store.emails.find((email) => email.body.text?.includes(input.msg));
    expect(mail).toBeDefined();
    expect(mail!.destination.to).toEqual([MAIL_ADDRESSES.inboxEmail]);
    expect(mail!.replyTo).toEqual([input.email]);
    expect(mail!.subject).toContain(input.fullName);
    expect(mail!.body.text).toContain(created.body.data!.createMessage.id);
  });

  it('answers a resend with the stored message, and refuses the token reused with other content', async () => {
    const clientToken = randomUUID();
    const input = {
      fullName: 'Token Reuser',
      email: 'token.reuser@example.com',
      phone: '0400 000 000',
      msg: `First question ${clientToken}`,
      clientToken,
    };
    const send = (fields: Record<string, unknown>) =>
      graphql<{ createMessage: { id: string } }>(stack, { apiKey: stack.apiKey }, CREATE, {
        input: { ...input, ...fields },
      });
    const first = await send({});
    expect(first.body.errors).toBeUndefined();
    expect((await send({})).body).toEqual(first.body);
    const mailBefore = ((await (await fetch(`${stack.mailUrl}store`)).json()) as { emails: [] })
      .emails.length;

    for (const change of [
      { msg: `Another question ${clientToken}` },
      { fullName: 'Someone Else' },
    ]) {
      const reused = await send(change);
      expect(reused.body.data?.createMessage ?? null).toBeNull();
      expect(reused.body.errors).toEqual([
        expect.objectContaining({
          errorType: 'ValidationError',
          message:
            'clientToken: Was already used for another form. Reload the page and send it again.',
        }),
      ]);
    }
    const mailAfter = ((await (await fetch(`${stack.mailUrl}store`)).json()) as { emails: [] })
      .emails.length;
    expect(mailAfter).toBe(mailBefore);
    const stored = await graphql<{ getMessage: { msg: string; fullName: string } }>(
      stack,
      admin,
      `{ getMessage(id: "${first.body.data!.createMessage.id}") { msg fullName } }`,
    );
    expect(stored.body.data!.getMessage).toEqual({ msg: input.msg, fullName: input.fullName });
  });

  it('the honeypot answers like a stored message but stores and sends nothing', async () => {
    const mailBefore = ((await (await fetch(`${stack.mailUrl}store`)).json()) as { emails: [] })
      .emails.length;
    const response = await graphql<{ createMessage: { id: string } }>(
      stack,
      { apiKey: stack.apiKey },
      CREATE,
      {
        input: {
          fullName: 'Bot',
          email: 'bot@example.com',
          phone: '0400 000 001',
          msg: 'spam',
          website: 'http://spam.example.com',
        },
      },
    );
    expect(response.body.data?.createMessage.id).toEqual(expect.any(String));
    const list = await graphql<{ listMessages: { items: { id: string }[] } }>(stack, admin, LIST, {
      limit: 100,
    });
    const ids = list.body.data!.listMessages.items.map((item) => item.id);
    expect(ids).not.toContain(response.body.data!.createMessage.id);
    const mailAfter = ((await (await fetch(`${stack.mailUrl}store`)).json()) as { emails: [] })
      .emails.length;
    expect(mailAfter).toBe(mailBefore);
  });

  it('pages 60 messages newest first with no duplicate and no gap', async () => {
    const created: string[] = [];
    for (let index = 0; index < 60; index += 1) {
      const response = await graphql<{ createMessage: { id: string } }>(
        stack,
        { apiKey: stack.apiKey },
        CREATE,
        {
          input: {
            fullName: `Pager ${index}`,
            email: `pager${index}@example.com`,
            phone: '0412 345 678',
            msg: `Message number ${index}`,
          },
        },
      );
      expect(response.body.errors).toBeUndefined();
      created.push(response.body.data!.createMessage.id);
    }

    const seen: { id: string; createdAt: string }[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const page: GraphqlResponse<MessagePage> = await graphql<MessagePage>(stack, admin, LIST, {
        limit: 7,
        token,
      });
      expect(page.body.errors).toBeUndefined();
      const { items, nextToken } = page.body.data!.listMessages;
      expect(items.length).toBeLessThanOrEqual(7);
      seen.push(...items);
      token = nextToken;
      pages += 1;
    } while (token && pages < 50);

    const ids = seen.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of created) {
      expect(ids).toContain(id);
    }
    const times = seen.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(pages).toBeGreaterThanOrEqual(Math.ceil(ids.length / 7));
  });
});
