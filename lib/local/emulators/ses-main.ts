// Entry of the SES stand-in's child process: aws-ses-v2-local, which keeps captured mail in memory
// only, with that mail kept in a file under DATA_DIR as well, so that it is still there after a
// restart. The file is read back before the server starts, written whole after each captured mail
// (atomically: ../processes/child-preload.ts) and emptied when the stand-in's page clears the
// store. Templates (which the product does not use) stay in memory. Started by ses.ts with
// SES_HOST, SES_PORT and SES_MAIL_FILE set.
import fs from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { DamagedStateError, readStateFile } from '../data/data-dir';

const require = createRequire(import.meta.url);

interface SesStore {
  emails: unknown[];
}

/** aws-ses-v2-local's store module: its routes call these through the module's exports. */
const store = require('aws-ses-v2-local/dist/store') as {
  saveEmail(email: unknown): void;
  clearStore(): void;
  getStoreReadonly(): SesStore;
};
const startServer = (
  require('aws-ses-v2-local') as {
    default(config: { host: string; port: number }): Promise<Server>;
  }
).default;

const host = process.env.SES_HOST;
const port = Number(process.env.SES_PORT);
const mailFile = process.env.SES_MAIL_FILE;
if (!host || !port || !mailFile) {
  throw new Error('SES_HOST, SES_PORT and SES_MAIL_FILE must be set.');
}
const file = mailFile;

const HOLDS = 'the e-mail the SES stand-in captured';

/** The mail captured before the restart, into aws-ses-v2-local's store. */
async function restoreMail(): Promise<void> {
  const saved = await readStateFile(file, HOLDS);
  if (saved === undefined) {
    return;
  }
  if (!Array.isArray(saved.emails)) {
    throw new DamagedStateError(file, 'it holds no list of e-mails', HOLDS);
  }
  store.getStoreReadonly().emails.push(...(saved.emails as unknown[]));
}

function saveMail(): void {
  const { emails } = store.getStoreReadonly();
  fs.writeFileSync(file, JSON.stringify({ emails }));
}

const { saveEmail, clearStore } = store;
store.saveEmail = (email) => {
  saveEmail(email);
  saveMail();
};
store.clearStore = () => {
  clearStore();
  saveMail();
};

fs.mkdirSync(dirname(file), { recursive: true });
await restoreMail();
await startServer({ host, port });
