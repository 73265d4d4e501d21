// SES stand-in: aws-ses-v2-local in a child process. It keeps captured mail in memory and shows it
// at its root URL (a web page) and at /store (JSON), which the integration tests read.
import { createRequire } from 'node:module';
import { startChild } from '../child-process';
import { LOOPBACK } from '../ports';
import type { EmulatorOptions, RunningEmulator } from './dynamodb';

const require = createRequire(import.meta.url);

export async function startSes(
  options: Omit<EmulatorOptions, 'dataDir'>,
): Promise<RunningEmulator> {
  const endpoint = `http://${LOOPBACK}:${options.port}`;
  const child = await startChild({
    name: 'aws-ses-v2-local',
    args: [
      require.resolve('aws-ses-v2-local/dist/cli.js'),
      '--host',
      LOOPBACK,
      '--port',
      String(options.port),
    ],
    readyUrl: `${endpoint}/health-check`,
    // Captured mail is read on the stand-in's own page; no other page, the site's included, may.
    allowedOrigins: [endpoint, `http://localhost:${options.port}`],
    log: options.log,
    verbose: options.verbose,
    onUnexpectedExit: options.onUnexpectedExit,
  });
  return { endpoint, child };
}
