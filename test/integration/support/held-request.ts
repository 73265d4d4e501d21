// Requests the server has received (headers and half the body) but cannot finish until the test
// lets them: how the tests keep requests in flight while the stack stops.
import { request } from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

/** POSTs `body` (JSON) with the API key, sending its second half once `release` resolves. */
export function heldRequest(
  url: string,
  apiKey: string,
  body: string,
  release: Promise<void>,
): Promise<Answer> {
  const cut = Math.floor(body.length / 2);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-api-key': apiKey,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, cut));
    void release.then(() => req.end(body.slice(cut)));
  });
}

/** A createMessage request body whose fullName is `fullName`. */
export function createMessageBody(fullName: string): string {
  return JSON.stringify({
    query: 'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id } }',
    variables: {
      input: {
        fullName,
        email: 'in.flight@example.com',
        phone: '0400 000 000',
        msg: 'Sent while the stack stops.',
      },
    },
  });
}

/** The message id a createMessage answer carries; fails on any other answer. */
export function createdMessageId(answer: Answer): string {
  if (answer.status !== 200) {
    throw new Error(`Expected 200, got ${answer.status}: ${answer.body}`);
  }
  const parsed = JSON.parse(answer.body) as {
    data?: { createMessage?: { id?: string } };
    errors?: unknown;
  };
  const id = parsed.data?.createMessage?.id;
  if (parsed.errors || !id) {
    throw new Error(`Expected a stored message, got ${answer.body}`);
  }
  return id;
}

/** A request the server has parsed the headers of and is waiting for the body of. */
export interface WaitingRequest {
  /** Resolves once the server has read the headers (it answered `100 Continue`). */
  received: Promise<void>;
  /** Sends the body. */
  send(): void;
  answer: Promise<Answer>;
}

/**
 * POSTs `body` (JSON) with the API key and `Expect: 100-continue`: the server's interim answer is
 * the signal that it has this request in hand, so a stop after it must answer it.
 */
export function waitingRequest(url: string, apiKey: string, body: string): WaitingRequest {
  let received!: () => void;
  let send!: () => void;
  const receivedPromise = new Promise<void>((resolve) => (received = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-api-key': apiKey,
          expect: '100-continue',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.on('continue', received);
    req.flushHeaders();
    send = () => req.end(body);
  });
  // A request cut off before the server read it fails `answer`; `received` then never resolves.
  return { received: receivedPromise, send, answer };
}
