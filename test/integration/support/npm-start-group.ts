// `npm start` as its own process group on a given port and DATA_DIR, for tests and benchmarks that
// must reach every process of the stack at once (SIGKILL of the group, as a crash or OOM kill does)
// and time it to its ready line.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { RuntimeConfig } from '../../../schema/contract/runtimeConfig';
import { spawnNpmStart, waitForReady } from '../../support/npm-start';
import { alive, descendants } from './processes';

export interface NpmStartGroup {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawning `npm start` to its ready line. */
  readyMs: number;
  output(): string;
  config(): Promise<RuntimeConfig>;
}

/** `npm start` (test/support/npm-start.ts) until its ready line, timed. */
export async function startNpmGroup(options: {
  port: number;
  dataDir: string;
  readyTimeoutMs?: number;
}): Promise<NpmStartGroup> {
  const started = performance.now();
  const running = spawnNpmStart({ port: options.port, dataDir: options.dataDir });
  try {
    await waitForReady(running, options.readyTimeoutMs ?? 240_000);
  } catch (error) {
    await killGroup(running.child);
    throw error;
  }
  const readyMs = performance.now() - started;
  const url = `http://localhost:${options.port}`;
  return {
    child: running.child,
    url,
    readyMs,
    output: running.output,
    async config() {
      return (await (await fetch(`${url}/config.json`)).json()) as RuntimeConfig;
    },
  };
}

/** Every process of the group: npm and everything below it. */
export function groupProcesses(child: ChildProcess): number[] {
  return [child.pid!, ...descendants(child.pid!)];
}

/** SIGKILL to the whole group at once; resolves when none of `processes` is alive any more. */
export async function killGroup(child: ChildProcess, processes = groupProcesses(child)) {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  const deadline = Date.now() + 15_000;
  while (processes.some(alive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Listening TCP sockets on this machine: inode → port, from /proc/net/tcp and tcp6. */
function listeningSockets(): Map<string, number> {
  const sockets = new Map<string, number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const row of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = row.trim().split(/\s+/);
      // local_address is "ADDR:PORT" in hex, st 0A is LISTEN, field 9 is the inode.
      if (fields[3] === '0A' && fields[1] && fields[9]) {
        sockets.set(fields[9], parseInt(fields[1].split(':')[1]!, 16));
      }
    }
  }
  return sockets;
}

/** TCP ports these processes listen on (the socket inodes among their open files). */
export function listeningPorts(pids: number[]): number[] {
  const sockets = listeningSockets();
  const ports = new Set<number>();
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // It exited while we looked.
    }
    for (const fd of fds) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        const port = inode && sockets.get(inode);
        if (port) ports.add(port);
      } catch {
        // Closed while we looked.
      }
    }
  }
  return [...ports].sort((a, b) => a - b);
}

/** Which of these ports any process on this machine still listens on. */
export function portsStillListening(ports: number[]): number[] {
  const listening = new Set(listeningSockets().values());
  return ports.filter((port) => listening.has(port));
}

/** SIGTERM to the whole group, as Ctrl-C in a terminal; SIGKILL if it has not stopped in 20 s. */
export async function stopGroup(child: ChildProcess) {
  const processes = groupProcesses(child);
  process.kill(-child.pid!, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (processes.some(alive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (processes.some(alive)) await killGroup(child, processes);
}
