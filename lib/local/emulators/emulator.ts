// What every stand-in (dynalite, s3rver, cognito-local, aws-ses-v2-local) shares: the options the
// stack starts it with, what it hands back, and starting it as a child process on its port.
import {
  PortTakenError,
  startChild,
  type ChildExit,
  type ChildOptions,
  type ManagedChild,
} from '../processes/child-process';
import type { Log } from '../processes/log';
import { LOOPBACK } from '../http/ports';
import { startSupervisedChild } from '../processes/supervised-child';

/** How many ports a stand-in tries, one after another, when another process takes each first. */
export const PORT_ATTEMPTS = 5;

export interface EmulatorOptions {
  dataDir: string;
  /** A port free right now (../http/ports.ts); asked again when another process takes it first. */
  choosePort: () => Promise<number>;
  /** The site's origins: the only browser origins the stand-in answers. */
  allowedOrigins: readonly string[];
  log: Log;
  verbose?: boolean;
  /** Called when the stand-in stopped while the stack ran and will not be started again. */
  onGaveUp?: (message: string) => void;
}

export interface RunningEmulator {
  endpoint: string;
  child: ManagedChild;
}

/** How one stand-in runs: its child process, less what the stack's options already say. */
export type EmulatorChild = Pick<ChildOptions, 'name' | 'script' | 'cwd' | 'env'> & {
  /** The path it answers on once it serves. Default the root. */
  readyPath?: string;
  /** Browser origins it answers; default none. */
  allowedOrigins?: readonly string[];
  /** Whether it writes under DATA_DIR (whole files atomically: ../processes/child-preload.ts). */
  writesData: boolean;
};

export function emulatorEndpoint(port: number): string {
  return `http://${LOOPBACK}:${port}`;
}

/**
 * Starts the stand-in on a free port, and again on that same port whenever it stops while the stack
 * runs (../processes/supervised-child.ts): the handlers, the Cognito proxy and the site's CSP know
 * it by its port.
 */
export async function startEmulator(
  options: Omit<EmulatorOptions, 'dataDir'> & { dataDir?: string },
  childOnPort: (port: number) => EmulatorChild,
): Promise<RunningEmulator> {
  let port: number | undefined;
  const child = await startSupervisedChild({
    start: async (onExit) => {
      if (port !== undefined) {
        return startOnPort(options, port, childOnPort(port), onExit);
      }
      const first = await startOnFreePort(options, childOnPort, onExit);
      port = first.port;
      return first.child;
    },
    log: options.log,
    onGaveUp: options.onGaveUp,
  });
  return { endpoint: emulatorEndpoint(port!), child };
}

async function startOnFreePort(
  options: Omit<EmulatorOptions, 'dataDir'> & { dataDir?: string },
  childOnPort: (port: number) => EmulatorChild,
  onExit: (exit: ChildExit) => void,
): Promise<{ port: number; child: ManagedChild }> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await options.choosePort();
    const child = childOnPort(port);
    try {
      return { port, child: await startOnPort(options, port, child, onExit) };
    } catch (error) {
      if (!(error instanceof PortTakenError)) {
        throw error;
      }
      if (attempt === PORT_ATTEMPTS) {
        throw new Error(
          `${child.name} could not start: another process took each of the ${PORT_ATTEMPTS} free ports it was given before it could listen on it. The last attempt: ${error.message}`,
          { cause: error },
        );
      }
      options.log(`${child.name}: port ${port} was taken before it could listen; trying another.`);
    }
  }
}

function startOnPort(
  options: Omit<EmulatorOptions, 'dataDir' | 'choosePort'> & { dataDir?: string },
  port: number,
  child: EmulatorChild,
  onExit: (exit: ChildExit) => void,
): Promise<ManagedChild> {
  return startChild({
    name: child.name,
    script: child.script,
    cwd: child.cwd,
    env: child.env,
    readyUrl: `${emulatorEndpoint(port)}${child.readyPath ?? ''}`,
    allowedOrigins: child.allowedOrigins ?? [],
    dataDir: child.writesData ? options.dataDir : undefined,
    log: options.log,
    verbose: options.verbose,
    onUnexpectedExit: onExit,
  });
}
