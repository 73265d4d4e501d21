// Every documented way of stopping `npm start` while it is busy: SIGTERM to npm (a process
// manager), SIGTERM to its process group, SIGINT to its process group (Ctrl-C in a terminal). Each
// answers every request it had received, stores every message it answered as stored, leaves no
// process behind and exits 0. A second Ctrl-C, a second or more after the first, stops at once.
// npm killed with SIGKILL takes the stack with it; the program that ran npm exiting does not.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { LOCK_FILE } from '../../lib/local/data/data-dir-lock';
import { startDynamoDb } from '../../lib/local/emulators/dynamodb';
import { LAUNCHER_CHECK_MS } from '../../lib/local/processes/launcher';
import { REPEAT_WINDOW_MS } from '../../lib/local/processes/stop-signals';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import {
  freePort,
  repoRoot,
  spawnNpmStart,
  stopProcessGroup,
  waitForReady,
  type NpmStart,
} from '../support/npm-start';
import { createMessageBody, createdMessageId, waitingRequest } from './support/held-request';
import { listeningPorts, portsStillListening } from './support/npm-start-group';
import { alive, descendants } from './support/processes';

const WRITES = 50;
const READY_TIMEOUT_MS = 240_000;

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'npm-start-stop-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startReady(dataDir: string): Promise<{ running: NpmStart; cfg: RuntimeConfig }> {
  const port = await freePort();
  const running = spawnNpmStart({ port, dataDir });
  await waitForReady(running, READY_TIMEOUT_MS);
  const cfg = (await (await fetch(`http://localhost:${port}/config.json`)).json()) as RuntimeConfig;
  return { running, cfg };
}

/** The message ids in the table, read by a dynalite of our own on the stopped stack's DATA_DIR. */
async function storedMessageIds(dataDir: string): Promise<Set<string>> {
  const dynamo = await startDynamoDb({
    dataDir,
    choosePort: freePort,
    allowedOrigins: [],
    log: () => undefined,
  });
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions(dynamo.endpoint)));
  try {
    const ids = new Set<string>();
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new ScanCommand({
          TableName: 'Message',
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) ids.add(String(item.id));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return ids;
  } finally {
    client.destroy();
    await dynamo.child.stop();
  }
}

async function allGone(processes: number[]): Promise<number[]> {
  const deadline = Date.now() + 15_000;
  while (processes.some(alive) && Date.now() < deadline) await sleep(100);
  return processes.filter(alive);
}

const WAYS_TO_STOP: [string, (npmPid: number) => void][] = [
  ['SIGTERM to npm', (npmPid) => process.kill(npmPid, 'SIGTERM')],
  ['SIGTERM to its process group', (npmPid) => process.kill(-npmPid, 'SIGTERM')],
  ['SIGINT to its process group (Ctrl-C)', (npmPid) => process.kill(-npmPid, 'SIGINT')],
];

describe(`stopping npm start during ${WRITES} concurrent writes`, () => {
  it.each(WAYS_TO_STOP)(
    '%s answers every write, stores it, stops every process and exits 0',
    async (way, stop) => {
      const dataDir = join(root, way.replace(/\W+/g, '-'));
      const { running, cfg } = await startReady(dataDir);
      try {
        const npmPid = running.child.pid!;
        const processes = [npmPid, ...descendants(npmPid)];
        const ports = listeningPorts(processes);
        const writes = Array.from({ length: WRITES }, (_, index) =>
          waitingRequest(cfg.graphqlUrl, cfg.apiKey, createMessageBody(`Stopping ${index}`)),
        );
        // Settled at once, so that a write the stop cuts off fails the assertion below, not the run.
        const answers = Promise.allSettled(writes.map((write) => write.answer));
        await Promise.all(writes.map((write) => write.received));
        // The stop arrives while the stack is busy writing.
        for (const write of writes) write.send();
        stop(npmPid);

        const ids = (await answers).map((answer) => {
          if (answer.status === 'rejected') {
            throw new Error(`A write was cut off: ${String(answer.reason)}\n${running.output()}`);
          }
          return createdMessageId(answer.value);
        });
        expect(new Set(ids).size).toBe(WRITES);
        expect({ exitCode: await running.exited, output: running.output() }).toEqual({
          exitCode: 0,
          output: expect.not.stringMatching(
            /exited unexpectedly|stopped unexpectedly|Stopping failed/,
          ),
        });
        expect(await allGone(processes)).toEqual([]);
        expect(portsStillListening(ports)).toEqual([]);

        const stored = await storedMessageIds(dataDir);
        expect(ids.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        await stopProcessGroup(running);
      }
    },
    READY_TIMEOUT_MS + 120_000,
  );
});

describe('a second Ctrl-C', () => {
  it('stops at once, without waiting for the requests in flight', async () => {
    const { running, cfg } = await startReady(join(root, 'second-ctrl-c'));
    try {
      const npmPid = running.child.pid!;
      const processes = [npmPid, ...descendants(npmPid)];
      // A request whose body never comes: the first Ctrl-C waits for it (up to the 10 s grace).
      const never = waitingRequest(cfg.graphqlUrl, cfg.apiKey, createMessageBody('Never sent'));
      const stuck = never.answer.then(
        () => 'answered',
        () => 'cut off',
      );
      await never.received;
      const firstStopLine = new Promise<void>((resolve) => {
        const onData = () => {
          if (/Stopping the local stack/.test(running.output())) resolve();
        };
        running.child.stdout.on('data', onData);
      });
      process.kill(-npmPid, 'SIGINT');
      await firstStopLine;
      // A second Ctrl-C is one that comes later than one Ctrl-C's own relays
      // (lib/local/processes/stop-signals.ts).
      await sleep(REPEAT_WINDOW_MS + 200);
      expect(await Promise.race([stuck, Promise.resolve('still waiting')])).toBe('still waiting');
      process.kill(-npmPid, 'SIGINT');

      expect(await running.exited).toBe(130);
      expect(await stuck).toBe('cut off');
      expect(await allGone(processes)).toEqual([]);
    } finally {
      await stopProcessGroup(running);
    }
  });
});

describe('the process that started npm start', () => {
  it('npm killed with SIGKILL: the stack stops, frees its port and its DATA_DIR', async () => {
    const dataDir = join(root, 'npm-killed');
    const { running } = await startReady(dataDir);
    try {
      const npmPid = running.child.pid!;
      const stack = descendants(npmPid);
      const ports = listeningPorts(stack);
      process.kill(npmPid, 'SIGKILL');
      expect(await allGone(stack)).toEqual([]);
      expect(portsStillListening(ports)).toEqual([]);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      await stopProcessGroup(running);
    }
  });

  it('a shell that ran npm start in the background and exited: the stack runs on', async () => {
    const dataDir = join(root, 'shell-gone');
    const port = await freePort();
    const log = join(root, 'shell-gone.log');
    // The shell waits for a line on its stdin, so that it exits once the stack is ready.
    const shell = spawn('sh', ['-c', `npm start >${log} 2>&1 & read line`], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, FORCE_COLOR: '0' },
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    try {
      const output = () => readFile(log, 'utf8').catch(() => '');
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!/\bready\b/i.test(await output()) && Date.now() < deadline) await sleep(200);
      expect(await output()).toMatch(/\bready\b/i);
      const shellGone = new Promise((resolve) => shell.once('exit', resolve));
      shell.stdin!.end('go\n');
      await shellGone;
      // Not stopping is shown by time alone: several of the launcher's checks pass.
      await sleep(4 * LAUNCHER_CHECK_MS);
      expect((await fetch(`http://localhost:${port}/config.json`)).status).toBe(200);
      expect(await output()).not.toMatch(/Stopping the local stack/);
    } finally {
      // npm and the stack are still in the shell's process group.
      await stopProcessGroup({ child: shell });
    }
  });
});
