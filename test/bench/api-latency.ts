// `npm run bench:api`: starts the local stack on free ports with a throw-away DATA_DIR and prints
// the GraphQL request latency (through the gateway, the real handlers and the stand-ins) for the
// calls the site makes most, from one client and from 50 concurrent clients (with throughput). Figures only, no pass/fail: the stand-ins are not AWS, so compare
// runs of this script with each other, not with production.
import { performance } from 'node:perf_hooks';
import { adminTokens, graphql, startTestStack } from '../integration/support/stack';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 10;
const CLIENTS = 50;
const CONCURRENT_ROUNDS = Number(process.env.BENCH_CONCURRENT_ROUNDS ?? 500);

interface Case {
  name: string;
  credentials: 'apiKey' | 'admin';
  query: string;
  variables?: () => Record<string, unknown>;
}

const CASES: Case[] = [
  {
    name: 'listPosts (API key)',
    credentials: 'apiKey',
    query: '{ listPosts { items { id title description location type } nextToken } }',
  },
  {
    name: 'listTestimonials (API key)',
    credentials: 'apiKey',
    query: '{ listTestimonials { items { id body name } } }',
  },
  {
    name: 'createMessage (API key)',
    credentials: 'apiKey',
    query: 'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id } }',
    variables: () => ({
      input: {
        fullName: 'Bench Mark',
        postcode: 3000,
        email: 'bench@example.com',
        phone: '0400 000 000',
        msg: 'Latency benchmark message.',
      },
    }),
  },
  {
    name: 'listMessages (admin JWT)',
    credentials: 'admin',
    query: '{ listMessages(limit: 25) { items { id fullName createdAt } nextToken } }',
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

type Request = () => Promise<void>;

/** Latencies of `total` requests sent by `clients` concurrent clients, and the wall time taken. */
async function measure(request: Request, clients: number, total: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        next += 1;
        const sent = performance.now();
        await request();
        times.push(performance.now() - sent);
      }
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  return { times: times.sort((a, b) => a - b), wallSeconds };
}

// The benchmark sends hundreds of createMessage calls from one address: it measures the API, not
// the per-address limit.
const stack = await startTestStack({ rateLimits: false });
try {
  const { AccessToken } = await adminTokens(stack);
  const rows = [];
  for (const benchCase of CASES) {
    const credentials =
      benchCase.credentials === 'apiKey' ? { apiKey: stack.apiKey } : { token: AccessToken };
    const request: Request = async () => {
      const { status, body } = await graphql(
        stack,
        credentials,
        benchCase.query,
        benchCase.variables?.() ?? {},
      );
      if (status !== 200 || body.errors) {
        throw new Error(`${benchCase.name} failed: ${status} ${JSON.stringify(body.errors)}`);
      }
    };
    await measure(request, 1, WARM_UP);
    const single = await measure(request, 1, ROUNDS);
    const concurrent = await measure(request, CLIENTS, CONCURRENT_ROUNDS);
    rows.push({
      call: benchCase.name,
      '1 client p50 ms': percentile(single.times, 50).toFixed(1),
      '1 client p95 ms': percentile(single.times, 95).toFixed(1),
      [`${CLIENTS} clients p50 ms`]: percentile(concurrent.times, 50).toFixed(1),
      [`${CLIENTS} clients p95 ms`]: percentile(concurrent.times, 95).toFixed(1),
      [`${CLIENTS} clients req/s`]: (CONCURRENT_ROUNDS / concurrent.wallSeconds).toFixed(0),
    });
  }
  process.stdout.write(
    `GraphQL latency on the local stack (${ROUNDS} sequential requests, then ` +
      `${CONCURRENT_ROUNDS} from ${CLIENTS} concurrent clients, per call)\n`,
  );
  console.table(rows);
} finally {
  await stack.dispose();
}
