// `npm start`: the whole product on this machine (see lib/local). `npm start -- --reset` wipes
// DATA_DIR first; `--verbose` shows the stand-ins' output and every GraphQL operation.
import { parseArgs } from 'node:util';
import {
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_ADMIN_PASSWORD,
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  startLocalStack,
  type LocalStack,
} from '../lib/local/index';
import { watchLauncher } from '../lib/local/processes/launcher';
import { onStopSignals } from '../lib/local/processes/stop-signals';
import { parseStaffMfa } from '../schema/contract/staffMfa';

const USAGE = `Usage: npm start [-- [--reset] [--verbose]]
  --reset    wipe DATA_DIR first (every local message, file and user)
  --verbose  show the stand-ins' output and every GraphQL operation
  --help     show this
Settings come from the environment: PORT, DATA_DIR, ADMIN_EMAIL, ADMIN_PASSWORD, STAFF_MFA
(see docs/LOCAL-STACK.md).`;

function parseFlags(): { reset: boolean; verbose: boolean } {
  try {
    const { values } = parseArgs({
      options: {
        reset: { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    return { reset: values.reset, verbose: values.verbose };
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
}

const flags = parseFlags();
const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

let starting: Promise<LocalStack> | undefined;
/** Cancels a start still in progress (stand-ins, frontend build), which then stops what it started. */
const startup = new AbortController();
let stopping = false;

async function shutdown(code: number): Promise<void> {
  if (stopping) {
    return;
  }
  stopping = true;
  log('Stopping the local stack (finishing requests in flight; a second Ctrl-C forces it)...');
  startup.abort(new Error('Stopped while starting.'));
  try {
    // A start that fails or is cancelled has stopped what it started; the main flow reports why.
    const stack = await starting?.catch(() => undefined);
    await stack?.stop();
  } catch (error) {
    log(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
    code = 1;
  }
  process.exit(code);
}

onStopSignals({
  stop: () => {
    if (stopping) {
      // Already stopping (a stand-in died, or npm went away): Ctrl-C is the second request to stop.
      process.exit(130);
    }
    void shutdown(0);
  },
  // A second Ctrl-C: the child processes still die with us (they watch our IPC channel).
  force: () => process.exit(130),
});

await watchLauncher(() => void shutdown(0));

try {
  const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, not "${process.env.PORT}".`);
  }
  starting = startLocalStack({
    port,
    dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
    reset: flags.reset,
    adminEmail: process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    adminPassword: process.env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    // Unset: cdk.json's "staffMfa", as deployed.
    ...(process.env.STAFF_MFA
      ? { staffMfa: parseStaffMfa(process.env.STAFF_MFA, 'STAFF_MFA') }
      : {}),
    verbose: flags.verbose,
    log,
    onFatal: () => void shutdown(1),
    signal: startup.signal,
  });
  const stack = await starting;
  // Stopped just as the start finished: shutdown() stops the stack, so it is not announced.
  startup.signal.throwIfAborted();
  const startupSeconds = (performance.now() / 1000).toFixed(1);
  log('');
  log(`  Site:            ${stack.url}`);
  log(`  Admin e-mail:    ${stack.adminEmail}`);
  log(`  Admin password:  ${stack.adminPassword} (role: owner)`);
  for (const account of stack.roleAccounts) {
    log(`  ${`Role ${account.role}:`.padEnd(17)}${account.email} / ${account.password}`);
  }
  log(`  Staff MFA:       ${stack.staffMfa}`);
  log(`  Captured e-mail: ${stack.mailUrl} (JSON: ${stack.mailUrl}store)`);
  log(`  GraphQL:         ${stack.graphqlUrl} (x-api-key: ${stack.apiKey})`);
  // Browsers get only the proxy; this is for adding users as an administrator would in the cloud.
  log(
    `  Cognito admin:   ${stack.cognitoAdminEndpoint} (cognito-local itself: admin-create-user...)`,
  );
  log(`  Data:            ${stack.dataDir}`);
  log(`  Start-up time:   ${startupSeconds} s`);
  log('');
  log(`Local stack ready at ${stack.url} (Ctrl-C stops it).`);
} catch (error) {
  if (error !== startup.signal.reason) {
    log(
      `The local stack could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  await shutdown(1);
}
