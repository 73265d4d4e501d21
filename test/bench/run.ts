// `npm run bench`: every figure of the performance budget in one run, printed as tables. Nothing is
// asserted about time; record the figures in docs/PERFORMANCE.md with the state of the machine.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '../../frontend/src/paths';
import { PROJECT_ROOT } from '../../lib/local/index';
import { freePort } from '../../lib/local/http/ports';
import { startNpmGroup, stopGroup } from '../integration/support/npm-start-group';
import { measureLambdaImports } from './lambda-imports';
import { measureLighthouse } from './lighthouse';
import { measurePageWeights, measureScripts } from './page-weights';
import { measureStartup } from './startup';
import { measureStaticLists } from './static-lists';
import { measureZipBombs } from './zip-bombs';

/**
 * `npm run bench -- --only <name>` runs one section: pages, lists, api, startup, lighthouse,
 * lambda, uploads.
 */
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : '';
const SECTIONS = ['pages', 'lists', 'api', 'startup', 'lighthouse', 'lambda', 'uploads'];
if (only !== '' && !SECTIONS.includes(only ?? '')) {
  throw new Error(`--only takes one of ${SECTIONS.join(', ')}; got ${only ?? 'nothing'}.`);
}
const runs = (name: string) => only === '' || only === name;

function section(title: string) {
  process.stdout.write(`\n== ${title}\n`);
}

function runScript(script: string) {
  execFileSync('npm', ['run', '--silent', script], { cwd: PROJECT_ROOT, stdio: 'inherit' });
}

// Builds the frontend first, so the start-up figures below never include a build.
if (runs('pages')) {
  section('Built pages: JS and CSS each prerendered page loads at start (gzip)');
  runScript('bench:bundle');
}

if (runs('api')) {
  section('API latency through the local gateway');
  runScript('bench:api');
}

if (runs('startup')) {
  section('Start-up of `npm start` to its ready line');
  console.table(await measureStartup());
}

if (runs('pages') || runs('lists') || runs('lighthouse')) {
  const siteDataDir = await mkdtemp(join(tmpdir(), 'bench-site-data-'));
  const site = await startNpmGroup({ port: await freePort(), dataDir: siteDataDir });
  try {
    if (runs('pages')) {
      section(
        'Pages in Chromium: first visit until the network is idle (gzip), and which code loaded',
      );
      console.table(await measurePageWeights(site.url));
      section(`${paths.login} first load by script (gzip), until hydrated and idle`);
      console.table(await measureScripts(site.url, paths.login));
    }
    if (runs('lists')) {
      section('The job board’s list on /opportunities: published file vs the API (phone, median)');
      console.table(await measureStaticLists(site.url));
    }
    if (runs('lighthouse')) {
      section('Lighthouse, mobile preset (median of 3 by Performance)');
      console.table(await measureLighthouse(site.url));
    }
  } finally {
    await stopGroup(site.child);
    await rm(siteDataDir, { recursive: true, force: true });
  }
}

if (runs('uploads')) {
  section('Referral attachment check: zip bombs refused (in process)');
  console.table(await measureZipBombs());
}

if (runs('lambda')) {
  section('Lambda cold-start import cost (bundles from cdk synth)');
  console.table(await measureLambdaImports());
}
