// A stand-in that stops while the stack runs (killed, out of memory, crashed) is started again, so
// that one dead stand-in does not take the whole site down; the site keeps serving its pages
// meanwhile. The tries are bounded: once RESTART_TRIES in one run are used up, onGaveUp gets a
// message that names the stand-in and says why, and the stack is expected to stop.
import type { ChildExit, ManagedChild } from './child-process';
import { errorText, type Log } from './log';

/** How many times one stand-in is started again in one run of the stack. */
export const RESTART_TRIES = 3;

export interface SupervisedChildOptions {
  /** Starts the child (again); `onExit` hears when it exits without being asked to. */
  start(onExit: (exit: ChildExit) => void): Promise<ManagedChild>;
  log: Log;
  /** Called once the stand-in stopped and will not be started again. */
  onGaveUp?: (message: string) => void;
}

export async function startSupervisedChild(options: SupervisedChildOptions): Promise<ManagedChild> {
  const { log } = options;
  let restarts = 0;
  let stopping = false;
  let restarting: Promise<void> = Promise.resolve();

  const restart = async (exit: ChildExit): Promise<void> => {
    const { name } = current;
    let failure: string | undefined;
    while (restarts < RESTART_TRIES) {
      restarts += 1;
      log(
        `${name} stopped (${exit.reason}); starting it again (try ${restarts} of ${RESTART_TRIES}).`,
      );
      try {
        const child = await options.start(onExit);
        if (stopping) {
          await child.stop();
          return;
        }
        current = child;
        log(`${name} runs again.`);
        return;
      } catch (error) {
        failure = errorText(error);
        log(`${name} did not start again: ${failure}`);
      }
      if (stopping) {
        return;
      }
    }
    options.onGaveUp?.(
      failure === undefined
        ? `${name} stopped (${exit.reason}) after it had been started again ${RESTART_TRIES} times, so it is not started again. Its last output:\n${exit.output}`
        : `${name} stopped (${exit.reason}) and did not start again in ${RESTART_TRIES} tries. The last try: ${failure}`,
    );
  };
  const onExit = (exit: ChildExit): void => {
    if (!stopping) {
      restarting = restart(exit);
    }
  };

  let current = await options.start(onExit);
  return {
    name: current.name,
    get pid() {
      return current.pid;
    },
    async stop() {
      stopping = true;
      await restarting;
      await current.stop();
    },
  };
}
