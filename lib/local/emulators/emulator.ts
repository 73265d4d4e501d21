// What every stand-in (dynalite, s3rver, cognito-local, aws-ses-v2-local) shares: the options the
// stack starts it with, what it hands back, and starting it as a child process on its port.
import { startChild, type ChildOptions, type ManagedChild } from '../child-process';
import type { Log } from '../log';
import { LOOPBACK } from '../ports';

export interface EmulatorOptions {
  dataDir: string;
  port: number;
  /** The site's origins: the only browser origins the stand-in answers. */
  allowedOrigins: readonly string[];
  log: Log;
  verbose?: boolean;
  onUnexpectedExit?: (message: string) => void;
}

export interface RunningEmulator {
  endpoint: string;
  child: ManagedChild;
}

/** How one stand-in runs: its child process, less what the stack's options already say. */
export type EmulatorChild = Pick<ChildOptions, 'name' | 'args' | 'cwd' | 'env'> & {
  /** The path it answers on once it serves. Default the root. */
  readyPath?: string;
  /** Browser origins it answers; default none. */
  allowedOrigins?: readonly string[];
  /** Whether it writes under DATA_DIR (whole files atomically, see child-preload.ts). */
  writesData: boolean;
};

export function emulatorEndpoint(port: number): string {
  return `http://${LOOPBACK}:${port}`;
}

export async function startEmulator(
  options: Omit<EmulatorOptions, 'dataDir'> & { dataDir?: string },
  childOnPort: (port: number) => EmulatorChild,
): Promise<RunningEmulator> {
  const endpoint = emulatorEndpoint(options.port);
  const child = childOnPort(options.port);
  const running = await startChild({
    name: child.name,
    args: child.args,
    cwd: child.cwd,
    env: child.env,
    readyUrl: `${endpoint}${child.readyPath ?? ''}`,
    allowedOrigins: child.allowedOrigins ?? [],
    dataDir: child.writesData ? options.dataDir : undefined,
    log: options.log,
    verbose: options.verbose,
    onUnexpectedExit: options.onUnexpectedExit,
  });
  return { endpoint, child: running };
}
