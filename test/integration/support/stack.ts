// Starts the local stack for one test file (free ports, a temporary DATA_DIR) and gives tests the
// calls a browser makes: GraphQL with an API key or a Cognito token, and Cognito sign-in.
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  generateKeyPair,
  importJWK,
  SignJWT,
  decodeJwt,
  decodeProtectedHeader,
  type CompactJWSHeaderParameters,
  type JWK,
} from 'jose';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { Clock } from '../../../lib/local/cognito/clock';
import type { StaffMfa } from '../../../schema/contract/staffMfa';
import { createTokenSigner } from '../../../lib/local/cognito/token-signer';
import { loadSecrets } from '../../../lib/local/data/data-dir';
import { PROJECT_ROOT, startLocalStack, type LocalStack } from '../../../lib/local/index';
import { cognitoClient, ensureUser } from '../../../lib/local/cognito/cognito-local';
import type { RoleAccount } from '../../../lib/local/seed/role-accounts';

export const MEMBER_EMAIL = 'staff.member@example.com';
export const MEMBER_PASSWORD = 'MemberPass123';

export type { LocalStack };

export interface TestStack extends LocalStack {
  /** Removes the temporary DATA_DIR too. */
  dispose(): Promise<void>;
}

export async function startTestStack(
  options: {
    dataDir?: string;
    keepDataDir?: boolean;
    cognitoClock?: Clock;
    rateLimits?: boolean;
    staffMfa?: StaffMfa;
  } = {},
): Promise<TestStack> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'local-stack-test-')));
  const lines: string[] = [];
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    buildFrontend: false,
    log: (line) => lines.push(line),
    cognitoClock: options.cognitoClock,
    rateLimits: options.rateLimits,
    ...(options.staffMfa ? { staffMfa: options.staffMfa } : {}),
  }).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${lines.join('\n')}`);
  });
  return {
    ...stack,
    async dispose() {
      await stack.stop();
      if (!options.keepDataDir) {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

let shared: Promise<{ stack: TestStack; environment: Record<string, string> }> | undefined;

/**
 * The worker's shared stack (default options), for files that only add their own items and look
 * only at those, or at seeded ones they leave unchanged: files on a worker run one after another,
 * so each sees the others' items but never mid-change. Starting a stack is about 1.7 CPU-s and 1 s;
 * a file that stops, stalls, fills or counts a stack, changes seeded data or users, or needs other
 * options starts its own (startTestStack). Started at its first use; its processes stop with the
 * worker (the stand-ins exit once their parent's IPC channel closes), and its DATA_DIR goes with
 * the run's folder (test/integration/shared-stack-dirs.ts). The handlers' environment it set is
 * applied again for each file, since test/restore-process-state.ts resets it after each.
 */
export async function sharedTestStack(): Promise<LocalStack> {
  shared ??= (async () => {
    const before = { ...process.env };
    const dataDir = await mkdtemp(join(inject('sharedStacksDir'), 'stack-'));
    const stack = await startTestStack({ dataDir });
    const environment = Object.fromEntries(
      Object.entries(process.env).filter(
        (entry): entry is [string, string] =>
          entry[1] !== undefined && before[entry[0]] !== entry[1],
      ),
    );
    return { stack, environment };
  })();
  const { stack, environment } = await shared;
  Object.assign(process.env, environment);
  return stack;
}

export type Credentials = { apiKey: string } | { token: string } | null;

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  body: {
    data?: T | null;
    errors?: {
      message: string;
      errorType?: string;
      path?: (string | number)[] | null;
      data?: null;
      errorInfo?: null;
    }[];
  };
}

export async function graphql<T = Record<string, unknown>>(
  stack: LocalStack,
  credentials: Credentials,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (credentials && 'apiKey' in credentials) {
    headers['x-api-key'] = credentials.apiKey;
  } else if (credentials) {
    headers.authorization = credentials.token;
  }
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphqlResponse<T>['body'] };
}

/**
 * Calls the Cognito endpoint the browser uses (the proxy), as Amplify does; `endpoint` may name
 * cognito-local itself (stack.cognitoAdminEndpoint) for what only an administrator may do.
 */
export async function cognito(
  stack: LocalStack,
  target: string,
  body: Record<string, unknown>,
  options: { endpoint?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(options.endpoint ?? stack.cognitoEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      ...options.headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface Tokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

export async function signIn(stack: LocalStack, email: string, password: string): Promise<Tokens> {
  const { status, body } = await cognito(stack, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: stack.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (status !== 200) {
    throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  }
  return body.AuthenticationResult as Tokens;
}

/** A signed-in user in no group, so with no staff role (made on cognito-local directly). */
export async function createMember(stack: LocalStack): Promise<void> {
  const client = cognitoClient(stack.cognitoAdminEndpoint);
  try {
    await ensureUser(client, stack.userPoolId, {
      email: MEMBER_EMAIL,
      password: MEMBER_PASSWORD,
      groups: [],
    });
  } finally {
    client.destroy();
  }
}

/** The seeded admin, an owner. */
export async function adminTokens(stack: LocalStack): Promise<Tokens> {
  return signIn(stack, stack.adminEmail, stack.adminPassword);
}

/** The seeded account of a role besides owner (lib/local/seed/role-accounts.ts). */
export async function roleTokens(stack: LocalStack, role: RoleAccount['role']): Promise<Tokens> {
  const account = stack.roleAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No seeded ${role} account.`);
  return signIn(stack, account.email, account.password);
}

/** A staff member in these groups, signed in (created on first use, as an owner would invite). */
export async function staffTokens(
  stack: LocalStack,
  email: string,
  groups: string[],
): Promise<Tokens> {
  const client = cognitoClient(stack.cognitoAdminEndpoint);
  try {
    await ensureUser(client, stack.userPoolId, { email, password: MEMBER_PASSWORD, groups });
  } finally {
    client.destroy();
  }
  return signIn(stack, email, MEMBER_PASSWORD);
}

type Claims = Record<string, unknown>;

/** A real token's claims with some changed (undefined removes one), signed as given. */
async function resigned(
  realToken: string,
  changes: Claims,
  key: Parameters<SignJWT['sign']>[0],
  header: CompactJWSHeaderParameters,
): Promise<string> {
  return new SignJWT({ ...decodeJwt(realToken), ...changes }).setProtectedHeader(header).sign(key);
}

/** The same claims as a real token, signed with a key that is not the pool's. */
export async function forgedToken(realToken: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  const header = { alg: 'RS256', kid: decodeProtectedHeader(realToken).kid };
  return resigned(realToken, {}, privateKey, header);
}

/**
 * A real token's claims, some changed, signed with the pool's own key (the DATA_DIR's, see
 * lib/local/cognito/token-signer.ts); `header` replaces the protected header (e.g. without kid).
 */
export async function poolSignedToken(
  stack: LocalStack,
  realToken: string,
  changes: Claims,
  header?: CompactJWSHeaderParameters,
): Promise<string> {
  const { tokenSigningKey } = await loadSecrets(stack.dataDir);
  const signer = await createTokenSigner(tokenSigningKey);
  const key = await importJWK(tokenSigningKey, 'RS256');
  return resigned(realToken, changes, key, header ?? { alg: 'RS256', kid: signer.kid });
}

/** A token signed with the private key cognito-local publishes in its npm package. */
export async function publishedKeyToken(realToken: string, changes: Claims): Promise<string> {
  const keyFile = join(
    PROJECT_ROOT,
    'node_modules/cognito-local/lib/keys/cognitoLocal.private.json',
  );
  const { jwk } = JSON.parse(readFileSync(keyFile, 'utf8')) as { jwk: JWK };
  const key = await importJWK(jwk, 'RS256');
  return resigned(realToken, changes, key, { alg: 'RS256', kid: 'CognitoLocal' });
}

/** A token signed with the pool's own key whose expiry has passed. */
export async function expiredToken(stack: LocalStack, realToken: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return poolSignedToken(stack, realToken, { iat: now - 7200, exp: now - 3600 });
}

/** Whether the files bucket holds an object at this key (HEAD through the SDK, as handlers do). */
export async function objectExists(stack: LocalStack, s3: S3Client, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: stack.filesBucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound') {
      return false;
    }
    throw error;
  }
}
