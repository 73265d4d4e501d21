// SES stand-in: aws-ses-v2-local in a child process (ses-main.ts). It shows captured mail at its
// root URL (a web page) and at /store (JSON), which the integration tests read, and keeps it in
// DATA_DIR across restarts.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOOPBACK } from '../http/ports';
import {
  emulatorEndpoint,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from './emulator';

const CHILD_ENTRY = fileURLToPath(new URL('./ses-main.ts', import.meta.url));

/** Where the captured mail is kept under DATA_DIR. */
export function sesMailFile(dataDir: string): string {
  return join(dataDir, 'ses', 'mail.json');
}

export function startSes(options: EmulatorOptions): Promise<RunningEmulator> {
  return startEmulator(options, (port) => ({
    name: 'aws-ses-v2-local',
    script: CHILD_ENTRY,
    env: {
      ...process.env,
      SES_HOST: LOOPBACK,
      SES_PORT: String(port),
      SES_MAIL_FILE: sesMailFile(options.dataDir),
    },
    readyPath: '/health-check',
    // Captured mail is read on the stand-in's own page; no other page, the site's included, may.
    allowedOrigins: [emulatorEndpoint(port), `http://localhost:${port}`],
    writesData: true,
  }));
}
