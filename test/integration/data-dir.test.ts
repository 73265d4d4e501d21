// What the stack keeps in DATA_DIR survives crashes and stays private: files are replaced
// atomically, a damaged file stops the start with a message naming it (and is not replaced by new
// state), the proxy's sessions are rebuilt, refresh tokens that can no longer be used are pruned,
// and everything is its owner's only. The SES stand-in's captured mail survives a restart.
// cognito-local may not answer a browser at all.
import { mkdtemp, readFile, readdir, rm, stat, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { userPoolFile } from '../../lib/local/cognito/pool-file';
import { sesMailFile } from '../../lib/local/emulators/ses';
import { startLocalStack, type LocalStack } from '../../lib/local/index';
import { capturedMailTo } from './support/cognito-users';
import { adminTokens, cognito, signIn } from './support/stack';

const dataDirs: string[] = [];
const running: LocalStack[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((stack) => stack.stop()));
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function newDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'data-dir-test-'));
  dataDirs.push(dataDir);
  return dataDir;
}

async function start(dataDir: string, lines: string[] = []): Promise<LocalStack> {
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    buildFrontend: false,
    log: (line) => lines.push(line),
  });
  running.push(stack);
  return stack;
}

async function stop(stack: LocalStack): Promise<void> {
  running.splice(running.indexOf(stack), 1);
  await stack.stop();
}

/** Every file and directory under `root` whose permissions are not 0600 (files) or 0700. */
async function notPrivate(root: string): Promise<{ paths: string[]; wrong: string[] }> {
  const paths = [root, ...(await readdir(root, { recursive: true })).map((p) => join(root, p))];
  const wrong: string[] = [];
  for (const path of paths) {
    const stats = await stat(path);
    const mode = stats.mode & 0o777;
    if (mode !== (stats.isDirectory() ? 0o700 : 0o600)) {
      wrong.push(`${path} ${mode.toString(8)}`);
    }
  }
  return { paths, wrong };
}

interface PoolUserRecord {
  Attributes: { Name: string; Value: string }[];
  RefreshTokens?: string[];
}

async function adminRecord(stack: LocalStack): Promise<PoolUserRecord> {
  const pool = JSON.parse(
    await readFile(userPoolFile(stack.dataDir, stack.userPoolId), 'utf8'),
  ) as {
    Users: Record<string, PoolUserRecord>;
  };
  return Object.values(pool.Users).find((user) =>
    user.Attributes.some((a) => a.Name === 'email' && a.Value === stack.adminEmail),
  )!;
}

describe('DATA_DIR', () => {
  it('is readable by its owner only, including what older versions left open', async () => {
    const dataDir = await newDataDir();
    await chmod(dataDir, 0o755);
    let stack = await start(dataDir);
    await adminTokens(stack); // The proxy's sessions file, and cognito-local's pool, are written.
    await stop(stack);
    await chmod(join(dataDir, 'stack-secrets.json'), 0o644);
    await chmod(join(dataDir, 'cognito'), 0o755);

    stack = await start(dataDir);
    await adminTokens(stack);
    const { paths, wrong } = await notPrivate(dataDir);
    expect(paths).toEqual(
      expect.arrayContaining([
        join(dataDir, 'cognito', 'proxy-sessions.json'),
        userPoolFile(dataDir, stack.userPoolId),
        join(dataDir, 'dynamodb'),
        join(dataDir, 's3'),
      ]),
    );
    expect(wrong).toEqual([]);
  });

  it('refuses to start on an empty or cut-off pool file, naming it, and creates no new pool', async () => {
    const dataDir = await newDataDir();
    const stack = await start(dataDir);
    const poolFile = userPoolFile(dataDir, stack.userPoolId);
    await stop(stack);
    const whole = await readFile(poolFile, 'utf8');
    const dbFiles = await readdir(join(dataDir, 'cognito', '.cognito', 'db'));

    for (const damaged of ['', whole.slice(0, whole.length / 2)]) {
      await writeFile(poolFile, damaged);
      const failed = start(dataDir);
      await expect(failed).rejects.toThrow(poolFile);
      await expect(failed).rejects.toThrow(/damaged.*npm start -- --reset/s);
      expect(await readFile(poolFile, 'utf8')).toBe(damaged);
      expect(await readdir(join(dataDir, 'cognito', '.cognito', 'db'))).toEqual(dbFiles);
    }

    // Put back, the pool and its users are there again.
    await writeFile(poolFile, whole);
    const again = await start(dataDir);
    expect(again.userPoolId).toBe(stack.userPoolId);
    expect(again.clientId).toBe(stack.clientId);
    await expect(adminTokens(again)).resolves.toBeDefined();
  });

  it('refuses to start on a damaged clients.json or secrets file, naming it', async () => {
    const dataDir = await newDataDir();
    await stop(await start(dataDir));
    for (const file of [
      join(dataDir, 'cognito', '.cognito', 'db', 'clients.json'),
      join(dataDir, 'stack-secrets.json'),
    ]) {
      const whole = await readFile(file, 'utf8');
      await writeFile(file, whole.slice(0, 20));
      await expect(start(dataDir)).rejects.toThrow(`${file} is damaged`);
      await writeFile(file, whole);
    }
  });

  it('rebuilds a cut-off proxy sessions file; sessions from before it end', async () => {
    const dataDir = await newDataDir();
    let stack = await start(dataDir);
    const before = await adminTokens(stack);
    await stop(stack);
    const sessionsFile = join(dataDir, 'cognito', 'proxy-sessions.json');
    const whole = await readFile(sessionsFile, 'utf8');
    await writeFile(sessionsFile, whole.slice(0, whole.length - 10));

    const lines: string[] = [];
    stack = await start(dataDir, lines);
    expect(lines.join('\n')).toContain(`${sessionsFile} was damaged`);
    JSON.parse(await readFile(sessionsFile, 'utf8'));
    // Nothing signed out before can come back: the old tokens no longer work.
    // (On a fixed port the access token would be "revoked"; here the port, so the issuer, moved.)
    const user = await cognito(stack, 'GetUser', { AccessToken: before.AccessToken });
    expect(user.body.__type).toBe('NotAuthorizedException');
    const refresh = await cognito(stack, 'GetTokensFromRefreshToken', {
      ClientId: stack.clientId,
      RefreshToken: before.RefreshToken,
    });
    expect(refresh.body.__type).toBe('NotAuthorizedException');
    // And cognito-local no longer keeps the old refresh token.
    expect((await adminRecord(stack)).RefreshTokens ?? []).not.toContain(before.RefreshToken);
    const after = await adminTokens(stack);
    expect((await cognito(stack, 'GetUser', { AccessToken: after.AccessToken })).status).toBe(200);
  });

  it('prunes revoked and expired refresh tokens from the user pool', async () => {
    const dataDir = await newDataDir();
    let stack = await start(dataDir);
    const first = await adminTokens(stack);
    await adminTokens(stack);
    await cognito(stack, 'GlobalSignOut', { AccessToken: first.AccessToken });
    expect((await adminRecord(stack)).RefreshTokens ?? []).toEqual([]);

    const live = await adminTokens(stack);
    await stop(stack);
    // A refresh token past its expiry, and one the proxy never issued, left in the pool file.
    const poolFile = userPoolFile(dataDir, stack.userPoolId);
    const pool = JSON.parse(await readFile(poolFile, 'utf8')) as {
      Users: Record<string, PoolUserRecord>;
    };
    const admin = Object.values(pool.Users).find((user) =>
      user.Attributes.some((a) => a.Name === 'email' && a.Value === stack.adminEmail),
    )!;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ jti: 'old' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 40 * 86_400)
      .setExpirationTime(now - 10 * 86_400)
      .sign(new Uint8Array(32));
    admin.RefreshTokens = [...(admin.RefreshTokens ?? []), expired, 'never-issued'];
    await writeFile(poolFile, JSON.stringify(pool));

    stack = await start(dataDir);
    expect((await adminRecord(stack)).RefreshTokens).toEqual([live.RefreshToken]);
    const refreshed = await cognito(stack, 'GetTokensFromRefreshToken', {
      ClientId: stack.clientId,
      RefreshToken: live.RefreshToken,
    });
    expect(refreshed.status).toBe(200);
    await expect(signIn(stack, stack.adminEmail, stack.adminPassword)).resolves.toBeDefined();
  });
});

describe('the SES stand-in', () => {
  async function sendMail(stack: LocalStack, to: string, subject: string): Promise<void> {
    const ses = new SESv2Client(clientOptions(stack.mailUrl.replace(/\/$/, '')));
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'site@example.com',
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: { Subject: { Data: subject }, Body: { Text: { Data: `${subject}.` } } },
        },
      }),
    );
    ses.destroy();
  }

  const subjects = async (stack: LocalStack, to: string) =>
    (await capturedMailTo(stack, to)).map((mail) => mail.subject);

  it('still has the mail it captured before a restart, and none once its store was cleared', async () => {
    const dataDir = await newDataDir();
    let stack = await start(dataDir);
    await sendMail(stack, 'kept@example.com', 'Sent before the restart');
    await stop(stack);

    stack = await start(dataDir);
    await expect(subjects(stack, 'kept@example.com')).resolves.toEqual(['Sent before the restart']);
    await sendMail(stack, 'kept@example.com', 'Sent after it');
    await expect(subjects(stack, 'kept@example.com')).resolves.toEqual([
      'Sent before the restart',
      'Sent after it',
    ]);
    expect((await stat(sesMailFile(dataDir))).mode & 0o777).toBe(0o600);

    // The stand-in's page clears its store: cleared it stays.
    expect((await fetch(`${stack.mailUrl}clear-store`, { method: 'POST' })).status).toBe(200);
    await stop(stack);
    stack = await start(dataDir);
    await expect(subjects(stack, 'kept@example.com')).resolves.toEqual([]);
  });

  it('refuses to start on a damaged mail file, naming it', async () => {
    const dataDir = await newDataDir();
    const stack = await start(dataDir);
    await sendMail(stack, 'kept@example.com', 'Sent before the damage');
    await stop(stack);
    const file = sesMailFile(dataDir);
    const whole = await readFile(file, 'utf8');
    await writeFile(file, whole.slice(0, whole.length / 2));
    await expect(start(dataDir)).rejects.toThrow(`${file} is damaged`);
    expect(await readFile(file, 'utf8')).toBe(whole.slice(0, whole.length / 2));

    await writeFile(file, whole);
    const again = await start(dataDir);
    await expect(subjects(again, 'kept@example.com')).resolves.toEqual(['Sent before the damage']);
  });
});

describe('cognito-local', () => {
  it('answers no browser, not even on the site’s origin', async () => {
    const stack = await start(await newDataDir());
    for (const method of ['POST', 'OPTIONS']) {
      const response = await fetch(stack.cognitoAdminEndpoint, {
        method,
        headers: {
          origin: stack.url,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
        },
        body: method === 'POST' ? JSON.stringify({ UserPoolId: stack.userPoolId }) : undefined,
      });
      expect({ method, status: response.status }).toEqual({ method, status: 403 });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
