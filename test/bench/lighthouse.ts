// `npm run bench` part: Lighthouse (mobile preset, simulated throttling, the default) on the public
// routes of a running `npm start`, in Debian's Chromium; the median of 3 runs by Performance score.
// Lighthouse is fetched by npx on demand, not kept as a devDependency (it would slow `npm ci`).
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness';
import { publicRoutes } from '../e2e/support/siteRoutes';
import { JOBS_SITEMAP_PATH } from '../../schema/contract/jobPages';

const LIGHTHOUSE = 'lighthouse@12';
/** Runs per route; `BENCH_LIGHTHOUSE_RUNS=1` gives a quicker, noisier pass over every route. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * Only the routes starting with one of these (comma-separated), e.g.
 * `BENCH_LIGHTHOUSE_ONLY=/contact,/referral,/feedback,/opportunities` for the pages with islands.
 */
const ONLY = process.env.BENCH_LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
/** Every public route (browser tests sweep the same list). */
export const LIGHTHOUSE_ROUTES = publicRoutes.map(({ path }) => path);

/**
 * A job's own page (it carries the Apply form island): the first open job in the published jobs'
 * sitemap, so the seeded demo jobs serve. None when no job is open.
 */
async function firstJobPage(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}${JOBS_SITEMAP_PATH}`);
  if (!response.ok) throw new Error(`${JOBS_SITEMAP_PATH}: HTTP ${response.status}`);
  const first = /<loc>([^<]+)<\/loc>/.exec(await response.text())?.[1];
  return first ? [new URL(first).pathname] : [];
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

async function lighthouse(url: string, dir: string): Promise<Report> {
  const output = join(dir, 'report.json');
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(await readFile(output, 'utf8')) as Report;
}

const score = (report: Report, category: string) =>
  String(Math.round((report.categories[category]?.score ?? NaN) * 100));
const audit = (report: Report, id: string) => report.audits[id]?.numericValue ?? NaN;

export async function measureLighthouse(baseUrl: string): Promise<Record<string, string>[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const rows: Record<string, string>[] = [];
  try {
    const routes = [...LIGHTHOUSE_ROUTES, ...(await firstJobPage(baseUrl))].filter(
      (route) => !ONLY || ONLY.some((start) => route.startsWith(start)),
    );
    for (const route of routes) {
      const status = (await fetch(`${baseUrl}${route}`)).status;
      if (status !== 200) {
        rows.push({ route, Performance: `no page (HTTP ${status})` });
        continue;
      }
      const reports: Report[] = [];
      for (let run = 0; run < RUNS; run += 1)
        reports.push(await lighthouse(`${baseUrl}${route}`, dir));
      reports.sort((a, b) => Number(score(a, 'performance')) - Number(score(b, 'performance')));
      const median = reports[Math.floor(RUNS / 2)]!;
      rows.push({
        route,
        Performance: score(median, 'performance'),
        Accessibility: score(median, 'accessibility'),
        'Best Practices': score(median, 'best-practices'),
        SEO: score(median, 'seo'),
        'LCP ms': audit(median, 'largest-contentful-paint').toFixed(0),
        'TBT ms': audit(median, 'total-blocking-time').toFixed(0),
        CLS: audit(median, 'cumulative-layout-shift').toFixed(3),
      });
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
