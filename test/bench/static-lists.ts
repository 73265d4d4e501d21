// `npm run bench` part: the job board's data on /opportunities, as published now (one GET of
// /public/lists/jobs.json, no API key, no function) and as it was before (GET /config.json, then
// the public ListPosts query through /graphql with the API key, 100 per page, following
// nextToken). Both in Chromium at phone size with a fresh cache: the bytes of the list's requests
// (gzip -9, as CloudFront serves the file) and the time from navigation to the first job card.
// "Before" is the same page with its list request answered by the old requests, made in order
// through Playwright's network stack against the same server.
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Route } from 'playwright-core';
import { paths } from '../../frontend/src/paths';
import { publicListPath } from '../../schema/contract/publicLists';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness';

const PHONE = { width: 375, height: 740 };
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 7);

/** The query the job board sent before the lists were published (frontend/src/data, then). */
const OLD_LIST_POSTS = `query ListPosts($limit: Int, $nextToken: String) {
  listPosts(limit: $limit, nextToken: $nextToken) {
    items { id title description location type createdAt }
    nextToken
  }
}`;

const gzip = (body: Buffer) => gzipSync(body, { level: 9 }).length;

interface Visit {
  listBytes: number;
  requests: number;
  firstCardMs: number;
}

/** Answers the page's request for the file by the old path; adds up what that path moved. */
async function answerTheOldWay(route: Route, origin: string, moved: Buffer[]): Promise<void> {
  const configResponse = await route.fetch({ url: `${origin}/config.json`, method: 'GET' });
  const configBody = await configResponse.body();
  moved.push(configBody);
  const config = JSON.parse(configBody.toString('utf8')) as RuntimeConfig;
  const items: unknown[] = [];
  let nextToken: string | null = null;
  do {
    const response: Awaited<ReturnType<Route['fetch']>> = await route.fetch({
      url: config.graphqlUrl,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': config.apiKey },
      postData: JSON.stringify({ query: OLD_LIST_POSTS, variables: { limit: 100, nextToken } }),
    });
    const body: Buffer = await response.body();
    moved.push(body);
    const page: { items: unknown[]; nextToken: string | null } = (
      JSON.parse(body.toString('utf8')) as {
        data: { listPosts: { items: unknown[]; nextToken: string | null } };
      }
    ).data.listPosts;
    items.push(...page.items);
    nextToken = page.nextToken;
  } while (nextToken);
  await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ items }) });
}

async function visit(page: Page, siteUrl: string, path: 'before' | 'after'): Promise<Visit> {
  const moved: Buffer[] = [];
  if (path === 'before') {
    await page.route(`**${publicListPath('jobs')}`, (route) =>
      answerTheOldWay(route, siteUrl, moved),
    );
  } else {
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === publicListPath('jobs')) {
        void response.body().then((body) => moved.push(body));
      }
    });
  }
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('article')) return;
      (window as unknown as { firstJobCard: number }).firstJobCard = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${siteUrl}${paths.opportunities}`);
  await page.locator('article').first().waitFor();
  const firstCardMs = await page.evaluate(
    () => (window as unknown as { firstJobCard: number }).firstJobCard,
  );
  await page.waitForLoadState('networkidle');
  return {
    listBytes: moved.reduce((sum, body) => sum + gzip(body), 0),
    requests: moved.length,
    firstCardMs,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Median of RUNS fresh visits each way, taking turns so both see the same machine load. */
export async function measureStaticLists(siteUrl: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const visits: Record<'before' | 'after', Visit[]> = { before: [], after: [] };
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const path of ['before', 'after'] as const) {
        const context = await browser.newContext({ viewport: PHONE });
        try {
          visits[path].push(await visit(await context.newPage(), siteUrl, path));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return (['before', 'after'] as const).map((path) => ({
    path:
      path === 'before' ? 'before: /config.json + /graphql' : `after: ${publicListPath('jobs')}`,
    requests: visits[path][0]?.requests ?? 0,
    'list gzip': `${(median(visits[path].map((v) => v.listBytes)) / 1000).toFixed(2)} kB`,
    'first job card': `${Math.round(median(visits[path].map((v) => v.firstCardMs)))} ms`,
  }));
}
