// The Cognito proxy's authenticator-app secrets (lib/local/cognito/mfa-store.ts) survive a restart,
// and a damaged file stops the start instead of quietly dropping every user's second factor.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MfaStore } from '../../lib/local/cognito/mfa-store';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mfa-store-'));
  file = join(dir, 'proxy-mfa.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('MfaStore', () => {
  it('keeps what was written across a reopen, in a file only its owner reads', async () => {
    const store = await MfaStore.open(file);
    expect(store.enrolled('user-1')).toBe(false);
    await store.update('user-1', () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      enabled: true,
      preferred: true,
      lastUsedStep: 42,
    }));
    const reopened = await MfaStore.open(file);
    expect(reopened.enrolled('user-1')).toBe(true);
    expect(reopened.user('user-1')).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      enabled: true,
      preferred: true,
      lastUsedStep: 42,
    });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged file, naming it', async () => {
    for (const content of ['', '{', '[]', '{"version":2,"users":{}}']) {
      await writeFile(file, content);
      await expect(MfaStore.open(file)).rejects.toThrow(file);
    }
  });
});
