// The restart policy of lib/local/processes/supervised-child.ts on stand-in children that are plain
// objects: which exits start the child again, how many times, and what the stack is told when the
// tries run out.
import { describe, expect, it } from 'vitest';
import type { ChildExit, ManagedChild } from '../../lib/local/processes/child-process';
import { RESTART_TRIES, startSupervisedChild } from '../../lib/local/processes/supervised-child';

interface Incarnation extends ManagedChild {
  stopped: boolean;
}

/** Starts that succeed or fail as `outcomes` says, in order, and remember how to kill each child. */
function children(outcomes: ('starts' | 'fails')[]) {
  const started: Incarnation[] = [];
  const exits: ((exit: ChildExit) => void)[] = [];
  let calls = 0;
  const start = (onExit: (exit: ChildExit) => void): Promise<ManagedChild> => {
    const outcome = outcomes[calls] ?? 'starts';
    calls += 1;
    if (outcome === 'fails') {
      return Promise.reject(new Error(`start ${calls} failed`));
    }
    const child: Incarnation = {
      name: 'dynalite',
      pid: 1000 + calls,
      stopped: false,
      stop() {
        child.stopped = true;
        return Promise.resolve();
      },
    };
    started.push(child);
    exits.push(onExit);
    return Promise.resolve(child);
  };
  return {
    start,
    started,
    calls: () => calls,
    /** The latest child dies. */
    die: (reason = 'SIGKILL') => exits.at(-1)!({ reason, output: 'last words' }),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a supervised stand-in', () => {
  it('is started again when it dies, and stop() stops the one running now', async () => {
    const fake = children([]);
    const lines: string[] = [];
    const gaveUp: string[] = [];
    const child = await startSupervisedChild({
      start: fake.start,
      log: (line) => lines.push(line),
      onGaveUp: (message) => gaveUp.push(message),
    });
    fake.die();
    await settle();
    expect(child.pid).toBe(1002);
    expect(lines).toEqual([
      `dynalite stopped (SIGKILL); starting it again (try 1 of ${RESTART_TRIES}).`,
      'dynalite runs again.',
    ]);
    await child.stop();
    expect(fake.started.map((started) => started.stopped)).toEqual([false, true]);
    expect(gaveUp).toEqual([]);
  });

  it(`gives up on the death after ${RESTART_TRIES} restarts, naming it and why`, async () => {
    const fake = children([]);
    const gaveUp: string[] = [];
    await startSupervisedChild({
      start: fake.start,
      log: () => undefined,
      onGaveUp: (message) => gaveUp.push(message),
    });
    for (let death = 1; death <= RESTART_TRIES + 1; death += 1) {
      fake.die(`code ${death}`);
      await settle();
    }
    expect(fake.calls()).toBe(1 + RESTART_TRIES);
    expect(gaveUp).toEqual([
      `dynalite stopped (code ${RESTART_TRIES + 1}) after it had been started again ${RESTART_TRIES} times, so it is not started again. Its last output:\nlast words`,
    ]);
  });

  it(`gives up when ${RESTART_TRIES} tries to start it again fail, with the last failure`, async () => {
    const fake = children(['starts', ...Array<'fails'>(RESTART_TRIES).fill('fails')]);
    const gaveUp: string[] = [];
    await startSupervisedChild({
      start: fake.start,
      log: () => undefined,
      onGaveUp: (message) => gaveUp.push(message),
    });
    fake.die();
    await settle();
    expect(fake.calls()).toBe(1 + RESTART_TRIES);
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]).toMatch(
      new RegExp(
        `^dynalite stopped \\(SIGKILL\\) and did not start again in ${RESTART_TRIES} tries\\. The last try: Error: start ${1 + RESTART_TRIES} failed`,
      ),
    );
  });

  it('is not started again once stopped', async () => {
    const fake = children([]);
    const child = await startSupervisedChild({ start: fake.start, log: () => undefined });
    await child.stop();
    fake.die();
    await settle();
    expect(fake.calls()).toBe(1);
  });
});
