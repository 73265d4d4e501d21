// The Cognito proxy's session file: rebuilt when damaged (ending every earlier session), pruned of
// what has expired.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../lib/local/cognito/sessions';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sessions-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the proxy session store', () => {
  it('rebuilds a cut-off file and refuses access tokens issued before', async () => {
    const file = join(dir, 'proxy-sessions.json');
    const now = 1_700_000_000_000;
    const store = await SessionStore.open(
      file,
      () => undefined,
      () => now,
    );
    await store.signedIn(
      { refreshToken: 'r1', username: 'u', clientId: 'c', exp: now / 1000 + 3600 },
      { jti: 'a1', exp: now / 1000 + 600 },
    );
    const whole = await readFile(file, 'utf8');
    await writeFile(file, whole.slice(0, 30));

    const lines: string[] = [];
    const rebuilt = await SessionStore.open(
      file,
      (line) => lines.push(line),
      () => now + 5_000,
    );
    expect(lines.join()).toMatch(/was damaged .*rebuilt/);
    expect(rebuilt.session('r1')).toBeUndefined();
    expect(rebuilt.isRevoked({ jti: 'a1', iat: now / 1000 })).toBe(true);
    expect(rebuilt.isRevoked({ jti: 'a2', iat: now / 1000 + 6 })).toBe(false);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ sessions: [] });
  });

  it('drops expired sessions and revoked access tokens once they expire', async () => {
    const file = join(dir, 'proxy-sessions.json');
    let now = 1_700_000_000_000;
    const store = await SessionStore.open(
      file,
      () => undefined,
      () => now,
    );
    const seconds = now / 1000;
    await store.signedIn(
      { refreshToken: 'short', username: 'u', clientId: 'c', exp: seconds + 60 },
      { jti: 'a1', exp: seconds + 30 },
    );
    await store.signedIn(
      { refreshToken: 'long', username: 'u', clientId: 'c', exp: seconds + 3600 },
      { jti: 'a2', exp: seconds + 30 },
    );
    await store.revoke('long');
    expect(store.isRevoked({ jti: 'a2', iat: seconds })).toBe(true);
    now += 120_000;
    await store.signedIn(
      { refreshToken: 'new', username: 'v', clientId: 'c', exp: seconds + 7200 },
      { jti: 'a3', exp: seconds + 3600 },
    );
    const saved = JSON.parse(await readFile(file, 'utf8')) as {
      sessions: { refreshToken: string }[];
      revokedAccessTokens: unknown[];
    };
    expect(saved.sessions.map((session) => session.refreshToken)).toEqual(['new']);
    expect(saved.revokedAccessTokens).toEqual([]);
  });
});
