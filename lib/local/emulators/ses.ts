// SES stand-in: aws-ses-v2-local in a child process. It keeps captured mail in memory and shows it
// at its root URL (a web page) and at /store (JSON), which the integration tests read.
import { createRequire } from 'node:module';
import { LOOPBACK } from '../ports';
import {
  emulatorEndpoint,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from './emulator';

const require = createRequire(import.meta.url);

export function startSes(options: Omit<EmulatorOptions, 'dataDir'>): Promise<RunningEmulator> {
  return startEmulator(options, (port) => ({
    name: 'aws-ses-v2-local',
    args: [
      require.resolve('aws-ses-v2-local/dist/cli.js'),
      '--host',
      LOOPBACK,
      '--port',
      String(port),
    ],
    readyPath: '/health-check',
    // Captured mail is read on the stand-in's own page; no other page, the site's included, may.
    allowedOrigins: [emulatorEndpoint(port), `http://localhost:${port}`],
    writesData: false,
  }));
}
