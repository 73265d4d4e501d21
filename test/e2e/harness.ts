// Browser-test harness: runs the product exactly as a developer does (`npm start`) on a free port
// with a throwaway DATA_DIR, and drives it with Debian's Chromium through playwright-core. Most
// files share one such stack per run (sharedLocalStack); a file that stops, fills or otherwise
// changes a stack in ways other files would see, or needs its own env, starts one (startLocalStack).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import {
  freePort,
  repoRoot,
  spawnNpmStart,
  stopProcessGroup,
  waitForReady,
} from '../support/npm-start';

export { repoRoot };

/** Debian's Chromium, the browser people use: the benchmarks (Lighthouse, page weights) measure it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * The browser tests' Chromium: Debian's headless shell of the same Chromium release (package
 * chromium-headless-shell), the same Blink and V8 without the desktop browser around them, as
 * Playwright itself runs headless tests. It takes about half the CPU time per page (docs/PERFORMANCE.md).
 * `TEST_CHROMIUM=/usr/bin/chromium npm test` runs them in the full browser.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
// Headless, and nothing that reaches for the network: the machine running the tests may be offline.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' switches: V8 without its optimising compilers (Maglev, TurboFan). A test page
 * lives a few seconds, too short for optimised code to repay compiling it: about 10 % less CPU for
 * a signed-in admin page or an axe scan here (docs/PERFORMANCE.md). The interpreter and baseline
 * compiler run the same JavaScript, so what the tests check is unchanged; the benchmarks keep V8 as
 * visitors have it.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-maglev --no-turbofan'];

export interface LocalStack {
  /** Origin of the site, /graphql and /config.json, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /** Everything the stack printed so far, for failure messages. */
  output(): string;
  /**
   * Closes the file's browser contexts, and for a file's own stack stops every process of the stack
   * and deletes its DATA_DIR.
   */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment for `npm start`, e.g. ADMIN_EMAIL. */
  env?: Record<string, string>;
  /** `npm start` may build the frontend first, so allow for a cold start. */
  readyTimeoutMs?: number;
}

export async function startLocalStack(options: StartOptions = {}): Promise<LocalStack> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const npmStart = spawnNpmStart({ port, dataDir, env: options.env });

  let browser: Browser | undefined;
  const stop = async () => {
    if (browser) await closeContexts(browser);
    await stopProcessGroup(npmStart);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(npmStart, options.readyTimeoutMs ?? 240_000);
    browser = await browserOfThisWorker();
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, dataDir, browser, output: npmStart.output, stop };
}

/**
 * A browser on the run's shared stack (shared-stack-setup.ts, with the test admin of
 * support/productApi.ts). Other files' data is there too: tests on it look only for what they made
 * themselves or what no test changes. Its stop closes the file's browser contexts; the run stops
 * the stack.
 */
export async function sharedLocalStack(): Promise<LocalStack> {
  const { baseUrl, dataDir, output } = inject('e2eSharedStack');
  const browser = await browserOfThisWorker();
  return { baseUrl, dataDir, browser, output: () => output, stop: () => closeContexts(browser) };
}

/** A file's stack is done with: its pages go (files on one worker run one after another). */
async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

// Files share their worker process (vitest.config.ts), so they share one Chromium too, whichever
// stack they use (a launch and first page cost about a second here): browser contexts keep their
// pages apart. Each file's stop closes the contexts it opened, and Playwright closes the browser
// when the worker exits.
let workerBrowser: Browser | undefined;

async function browserOfThisWorker(): Promise<Browser> {
  if (!workerBrowser?.isConnected()) {
    workerBrowser = await chromium.launch({
      executablePath: TEST_CHROMIUM_PATH,
      args: TEST_CHROMIUM_ARGS,
    });
  }
  return workerBrowser;
}
