// Runs the local stack in a process of its own (for tests that kill it): DATA_DIR from argv[2],
// a free port; prints one JSON line with what callers need once it is ready.
import { startLocalStack } from '../../../lib/local/index';

const stack = await startLocalStack({
  port: 0,
  dataDir: process.argv[2],
  buildFrontend: false,
  log: (line) => process.stderr.write(`${line}\n`),
});
const { url, cognitoEndpoint, userPoolId, clientId, adminEmail, adminPassword, dataDir } = stack;
process.stdout.write(
  `${JSON.stringify({ url, cognitoEndpoint, userPoolId, clientId, adminEmail, adminPassword, dataDir })}\n`,
);
