// The local stack: AWS stand-ins, the AppSync-like gateway running the real handlers, and the site,
// behind one port. bin/local.ts (`npm start`) and the integration tests both start it from here.
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGION } from '../../schema/contract/region';
import { FILES_BUCKET, handlerEnvironment } from './aws-env';
import type { ManagedChild } from './child-process';
import { cognitoClient, ensureUserPool, startCognito } from './cognito/cognito-local';
import { passwordPolicyViolation } from './cognito/password-policy';
import { startCognitoProxy } from './cognito/proxy';
import { SessionStore } from './cognito/sessions';
import { createTokenSigner } from './cognito/token-signer';
import { cognitoTokenVerifier } from './cognito/token-verifier';
import { loadSecrets, prepareDataDir } from './data-dir';
import { ensureTables, startDynamoDb } from './emulators/dynamodb';
import type { RunningEmulator } from './emulators/emulator';
import { ensureFilesBucket, localS3Client, startS3 } from './emulators/s3';
import { startSes } from './emulators/ses';
import { createGateway } from './gateway/gateway';
import { loadHandlers } from './gateway/handlers';
import { buildGatewaySchema } from './gateway/schema';
import { errorText, type Log } from './log';
import { LOOPBACK, freePort } from './ports';
import { seed } from './seed/seed';
import { ensureFrontendBuilt } from './site/frontend-build';
import { createPublicFiles } from './site/public-files';
import { createRuntimeConfig } from './site/runtime-config';
import { createStaticSite } from './site/static-site';
import { startSiteServer } from './site/site-server';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_PORT = 3000;
export const DEFAULT_DATA_DIR = join(PROJECT_ROOT, '.data');
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
/** Satisfies the pool's policy (schema/contract/authSettings.ts): 8+ characters, Aa, a digit. */
export const DEFAULT_ADMIN_PASSWORD = 'LocalAdmin123';

export type { Log } from './log';

export interface LocalStackOptions {
  /** The one user-facing port; 0 picks a free one. Default 3000. */
  port?: number;
  /** Where all state lives. Default .data/ in the project. */
  dataDir?: string;
  /** Wipe dataDir first. */
  reset?: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** Build the frontend when frontend/dist is missing or stale (default true). */
  buildFrontend?: boolean;
  log?: Log;
  /** Forward the stand-ins' output and log every GraphQL operation. */
  verbose?: boolean;
  /** Called when a stand-in dies while the stack runs; the stack is unusable then. */
  onFatal?: (message: string) => void;
  /** Aborting it cancels a start in progress: what has started is stopped, and the call rejects. */
  signal?: AbortSignal;
  /** How long stop() lets requests in flight finish before it cuts them off. Default 10 s. */
  stopGraceMs?: number;
}

export interface LocalStack {
  url: string;
  graphqlUrl: string;
  region: string;
  apiKey: string;
  userPoolId: string;
  clientId: string;
  /** The Cognito endpoint browsers use (the proxy in front of cognito-local): public calls only. */
  cognitoEndpoint: string;
  /**
   * cognito-local itself, for the stack's own set-up (creating users, as an administrator with IAM
   * credentials would in the cloud). Never handed to browsers.
   */
  cognitoAdminEndpoint: string;
  /** Captured e-mail: a web page here, JSON at `${mailUrl}store`. */
  mailUrl: string;
  s3Endpoint: string;
  dynamodbEndpoint: string;
  filesBucket: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** Milliseconds from the call to ready. */
  startupMs: number;
  /**
   * Stops accepting, lets requests in flight finish (at most stopGraceMs), then stops the servers
   * and the stand-ins, which the requests in flight still use until then.
   */
  stop(): Promise<void>;
}

export const DEFAULT_STOP_GRACE_MS = 10_000;

/** How often a stopping server closes the keep-alive connections whose last request finished. */
const IDLE_SWEEP_MS = 50;

function closeServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolvePromise) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolvePromise();
    });
    server.closeIdleConnections();
  });
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const started = Date.now();
  const log: Log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const adminEmail = options.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const adminPassword = options.adminPassword ?? DEFAULT_ADMIN_PASSWORD;
  const passwordProblem = passwordPolicyViolation(adminPassword);
  if (passwordProblem) {
    throw new Error(
      `ADMIN_PASSWORD does not meet the user pool's password policy. ${passwordProblem}`,
    );
  }

  const children: ManagedChild[] = [];
  const servers: Server[] = [];
  let sessions: SessionStore | undefined;
  // Ends the frontend build when the start fails or is cancelled.
  const building = new AbortController();
  const cancelled = (): void => building.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', cancelled, { once: true });
  let frontend: Promise<void> = Promise.resolve();
  const graceMs = options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
  const stop = async (): Promise<void> => {
    await Promise.all(servers.splice(0).map((server) => closeServer(server, graceMs)));
    await Promise.all(children.splice(0).map((child) => child.stop()));
    await sessions?.flush();
  };
  /** Starts stand-ins together; each one that starts is tracked, so a failure leaks none. */
  const startAll = async <T extends RunningEmulator[]>(starting: {
    [K in keyof T]: Promise<T[K]>;
  }): Promise<T> => {
    const results = await Promise.allSettled(starting);
    for (const result of results) {
      if (result.status === 'fulfilled') {
        children.push(result.value.child);
      }
    }
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      throw failed.reason;
    }
    return results.map((result) => (result as PromiseFulfilledResult<RunningEmulator>).value) as T;
  };

  try {
    options.signal?.throwIfAborted();
    await prepareDataDir(dataDir, Boolean(options.reset));
    const secrets = await loadSecrets(dataDir);
    const sitePort = options.port === 0 ? await freePort() : (options.port ?? DEFAULT_PORT);
    const [dynamoPort, s3Port, cognitoPort, proxyPort, sesPort] = await Promise.all(
      Array.from({ length: 5 }, () => freePort()),
    );
    const cognitoEndpoint = `http://${LOOPBACK}:${proxyPort}`;
    const siteOrigins: [string, string] = [
      `http://localhost:${sitePort}`,
      `http://${LOOPBACK}:${sitePort}`,
    ];
    const emulatorOptions = {
      dataDir,
      allowedOrigins: siteOrigins,
      log,
      verbose: options.verbose,
      onUnexpectedExit: (message: string) => {
        log(message);
        options.onFatal?.(message);
      },
    };
    if (options.buildFrontend !== false) {
      frontend = ensureFrontendBuilt(PROJECT_ROOT, log, building.signal);
      // Awaited below, or in the catch; until then a cancelled build must not be "unhandled".
      frontend.catch(() => undefined);
    }

    const [dynamo, s3, cognito, ses] = await startAll([
      startDynamoDb({ ...emulatorOptions, port: dynamoPort as number }),
      startS3({ ...emulatorOptions, port: s3Port as number }),
      startCognito({
        ...emulatorOptions,
        port: cognitoPort as number,
        issuerDomain: cognitoEndpoint,
      }),
      startSes({ ...emulatorOptions, port: sesPort as number }),
    ]);
    options.signal?.throwIfAborted();

    const cognitoAdmin = cognitoClient(cognito.endpoint);
    const s3Client = localS3Client(s3.endpoint);
    const [, , pool] = await Promise.all([
      ensureTables(dynamo.endpoint),
      ensureFilesBucket(s3.endpoint, siteOrigins),
      ensureUserPool(cognitoAdmin),
    ]);

    const signer = await createTokenSigner(secrets.tokenSigningKey);
    const verifyToken = cognitoTokenVerifier({
      signer,
      issuer: `${cognitoEndpoint}/${pool.userPoolId}`,
      clientId: pool.clientId,
    });
    sessions = await SessionStore.open(join(dataDir, 'cognito', 'proxy-sessions.json'), log);
    servers.push(
      await startCognitoProxy({
        port: proxyPort as number,
        upstream: cognito.endpoint,
        dataDir,
        userPoolId: pool.userPoolId,
        clientId: pool.clientId,
        sesEndpoint: ses.endpoint,
        allowedOrigins: siteOrigins,
        signer,
        verifyToken,
        sessions,
        log,
      }),
    );

    await seed({
      dataDir,
      dynamodbEndpoint: dynamo.endpoint,
      s3: s3Client,
      cognito: cognitoAdmin,
      userPoolId: pool.userPoolId,
      admin: { email: adminEmail, password: adminPassword },
      log,
    });

    // The handlers run in this process and read these when they first create their clients.
    Object.assign(
      process.env,
      handlerEnvironment({
        endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, ses: ses.endpoint },
        paginationSecret: secrets.paginationSecret,
      }),
    );
    const handlers = await loadHandlers(PROJECT_ROOT);
    const schema = await buildGatewaySchema({ projectRoot: PROJECT_ROOT, handlers, log });
    const graphql = createGateway({
      schema,
      allowedOrigins: siteOrigins,
      apiKey: secrets.apiKey,
      verifyToken,
      log,
      verbose: options.verbose,
    });

    await frontend;
    options.signal?.throwIfAborted();
    const site = createStaticSite(join(PROJECT_ROOT, 'frontend', 'dist'));
    servers.push(
      await startSiteServer({
        port: sitePort,
        host: LOOPBACK,
        log,
        routes: {
          graphql,
          config: createRuntimeConfig(
            {
              region: REGION,
              apiKey: secrets.apiKey,
              userPoolId: pool.userPoolId,
              userPoolClientId: pool.clientId,
              cognitoEndpoint,
            },
            siteOrigins,
          ),
          publicFiles: createPublicFiles({
            s3: s3Client,
            bucket: FILES_BUCKET,
            log,
            notFound: site,
          }),
          site,
        },
      }),
    );

    const url = `http://localhost:${sitePort}`;
    return {
      url,
      graphqlUrl: `${url}/graphql`,
      region: REGION,
      apiKey: secrets.apiKey,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      cognitoEndpoint,
      cognitoAdminEndpoint: cognito.endpoint,
      mailUrl: `${ses.endpoint}/`,
      s3Endpoint: s3.endpoint,
      dynamodbEndpoint: dynamo.endpoint,
      filesBucket: FILES_BUCKET,
      dataDir,
      adminEmail,
      adminPassword,
      startupMs: Date.now() - started,
      stop,
    };
  } catch (error) {
    building.abort(error);
    await frontend.catch((buildError: unknown) => {
      // Rejecting with the abort's reason is the build saying it stopped; anything else is news.
      if (buildError !== building.signal.reason) {
        log(`The frontend build failed: ${errorText(buildError)}`);
      }
    });
    await stop().catch((stopError: unknown) =>
      log(`Stopping after a failed start: ${errorText(stopError)}`),
    );
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', cancelled);
  }
}
