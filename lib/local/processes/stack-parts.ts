// What a starting stack has started so far, so that a stop (or a failed start) stops exactly that:
// first the servers, letting requests in flight finish, then the stand-ins those requests still
// use, then the Cognito sessions are written out, and last the DATA_DIR's lock is released.
import type { Server } from 'node:http';
import type { ManagedChild } from './child-process';
import type { SessionStore } from '../cognito/sessions';
import type { DataDirLock } from '../data/data-dir-lock';
import type { RunningEmulator } from '../emulators/emulator';

/** How often a stopping server closes the keep-alive connections whose last request finished. */
const IDLE_SWEEP_MS = 50;

function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolvePromise) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolvePromise();
    });
    server.closeIdleConnections();
  });
}

export class StackParts {
  private readonly children: ManagedChild[] = [];
  private readonly servers: Server[] = [];
  private sessions: SessionStore | undefined;
  private lock: DataDirLock | undefined;
  private readonly timers: { stop(): void }[] = [];

  /** @param graceMs how long stop() lets requests in flight finish before it cuts them off. */
  constructor(private readonly graceMs: number) {}

  addServer(server: Server): void {
    this.servers.push(server);
  }

  /** Periodic work (the TTL sweeper) that stops before the stand-ins it talks to. */
  addTimer(timer: { stop(): void }): void {
    this.timers.push(timer);
  }

  addLock(lock: DataDirLock): void {
    this.lock = lock;
  }

  addSessions(sessions: SessionStore): void {
    this.sessions = sessions;
  }

  /** Starts stand-ins together; each one that starts is tracked, so a failure leaks none. */
  async startStandIns<T extends RunningEmulator[]>(starting: {
    [K in keyof T]: Promise<T[K]>;
  }): Promise<T> {
    const results = await Promise.allSettled(starting);
    for (const result of results) {
      if (result.status === 'fulfilled') {
        this.children.push(result.value.child);
      }
    }
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      throw failed.reason;
    }
    return results.map((result) => (result as PromiseFulfilledResult<RunningEmulator>).value) as T;
  }

  async stop(): Promise<void> {
    try {
      for (const timer of this.timers.splice(0)) {
        timer.stop();
      }
      await Promise.all(this.servers.splice(0).map((server) => closeServer(server, this.graceMs)));
      await Promise.all(this.children.splice(0).map((child) => child.stop()));
      await this.sessions?.flush();
    } finally {
      await this.lock?.release();
      this.lock = undefined;
    }
  }
}
