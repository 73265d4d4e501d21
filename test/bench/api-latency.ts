// `npm run bench:api`: starts the local stack on free ports with a throw-away DATA_DIR and prints
// the GraphQL request latency (through the gateway, the real handlers and the stand-ins) for the
// calls the site makes most. Figures only, no pass/fail: the stand-ins are not AWS, so compare
// runs of this script with each other, not with production.
import { performance } from 'node:perf_hooks';
import { adminTokens, graphql, startTestStack } from '../integration/support/stack';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 10;

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

const stack = await startTestStack();
try {
  const { AccessToken } = await adminTokens(stack);
  const rows = [];
  for (const benchCase of CASES) {
    const credentials =
      benchCase.credentials === 'apiKey' ? { apiKey: stack.apiKey } : { token: AccessToken };
    const times: number[] = [];
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      const started = performance.now();
      const { status, body } = await graphql(
        stack,
        credentials,
        benchCase.query,
        benchCase.variables?.() ?? {},
      );
      const elapsed = performance.now() - started;
      if (status !== 200 || body.errors) {
        throw new Error(`${benchCase.name} failed: ${status} ${JSON.stringify(body.errors)}`);
      }
      if (round >= WARM_UP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    rows.push({
      call: benchCase.name,
      requests: times.length,
      'mean ms': mean.toFixed(1),
      'p50 ms': percentile(times, 50).toFixed(1),
      'p95 ms': percentile(times, 95).toFixed(1),
      'max ms': (times.at(-1) ?? NaN).toFixed(1),
    });
  }
  process.stdout.write(`GraphQL latency on the local stack (${ROUNDS} sequential requests each)\n`);
  console.table(rows);
} finally {
  await stack.dispose();
}
