// A stand-in that dies while `npm start` runs (here: dynalite, killed with SIGKILL) is started
// again on its port: the site keeps serving its pages meanwhile and the API answers again after.
// Once its tries are used up, the next death stops `npm start` with a message naming it and why.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTART_TRIES } from '../../lib/local/processes/supervised-child';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import {
  freePort,
  spawnNpmStart,
  stopProcessGroup,
  waitForReady,
  type NpmStart,
} from '../support/npm-start';
import { alive, descendants } from './support/processes';

const READY_TIMEOUT_MS = 240_000;

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'stand-in-restart-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return ''; // It exited while we looked.
  }
}

/** The pid of the dynalite child of this `npm start`. */
function dynalitePid(running: NpmStart): number | undefined {
  return descendants(running.child.pid!).find((pid) => commandLine(pid).includes('dynalite-main'));
}

/** Resolves once the output holds `count` lines matching `pattern`; fails if npm exits first. */
async function outputLines(running: NpmStart, pattern: RegExp, count: number): Promise<void> {
  const matches = () => running.output().match(new RegExp(pattern, 'g'))?.length ?? 0;
  let exited = false;
  void running.exited.then(() => (exited = true));
  while (matches() < count) {
    if (exited) {
      throw new Error(`npm start exited before ${count} × ${pattern}:\n${running.output()}`);
    }
    await sleep(100);
  }
}

async function createMessage(cfg: RuntimeConfig, fullName: string): Promise<unknown> {
  const response = await fetch(cfg.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': cfg.apiKey },
    body: JSON.stringify({
      query: `mutation { createMessage(input: { fullName: "${fullName}", email: "back@example.com", phone: "0400 000 000", msg: "Is the table back?" }) { id } }`,
    }),
  });
  return response.json();
}

async function startReady(name: string): Promise<{ running: NpmStart; url: string }> {
  const port = await freePort();
  const running = spawnNpmStart({ port, dataDir: join(root, name) });
  await waitForReady(running, READY_TIMEOUT_MS);
  return { running, url: `http://localhost:${port}` };
}

describe('a stand-in that dies while npm start runs', () => {
  it('is started again: the pages are served meanwhile, and the API answers after', async () => {
    const { running, url } = await startReady('restarted');
    try {
      const cfg = (await (await fetch(`${url}/config.json`)).json()) as RuntimeConfig;
      const killed = dynalitePid(running)!;
      process.kill(killed, 'SIGKILL');

      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      await outputLines(running, /dynalite runs again\./, 1);
      expect(running.output()).toContain(
        `dynalite stopped (SIGKILL); starting it again (try 1 of ${RESTART_TRIES}).`,
      );
      expect(alive(killed)).toBe(false);
      expect(dynalitePid(running)).not.toBe(killed);
      const answer = await createMessage(cfg, 'Back Again');
      expect(answer).toEqual({ data: { createMessage: { id: expect.any(String) } } });
      expect((await fetch(`${url}/`)).status).toBe(200);
    } finally {
      await stopProcessGroup(running);
    }
  });

  it(`stops npm start with a message naming it once its ${RESTART_TRIES} tries are used up`, async () => {
    const { running } = await startReady('given-up');
    try {
      for (let restarts = 1; restarts <= RESTART_TRIES; restarts += 1) {
        process.kill(dynalitePid(running)!, 'SIGKILL');
        await outputLines(running, /dynalite runs again\./, restarts);
      }
      process.kill(dynalitePid(running)!, 'SIGKILL');

      expect(await running.exited).toBe(1);
      expect(running.output()).toContain(
        `dynalite stopped (SIGKILL) after it had been started again ${RESTART_TRIES} times, so it is not started again.`,
      );
    } finally {
      await stopProcessGroup(running);
    }
  });
});
