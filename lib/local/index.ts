// The local stack: AWS stand-ins, the AppSync-like gateway running the real handlers, and the site,
// behind one port. bin/local.ts (`npm start`) and the integration tests both start it from here.
// Its parts, one folder each:
// - emulators/: the DynamoDB, S3 and SES stand-ins, with what they lack of the real services;
// - cognito/: the Cognito stand-in and the proxy browsers reach it through;
// - gateway/: AppSync over the real schema and handlers;
// - site/: the site as CloudFront serves it: the built pages, /config.json, public files and lists;
// - seed/: the demo data and the admin user the stack starts with;
// - processes/: the stand-ins' child processes, and the stack's own: its start, stop and log;
// - data/: DATA_DIR, its lock and its files;
// - http/: ports and the Host and Origin rules every server of the stack follows;
// - config/: the settings it shares with the cloud stack (cdk.json) or hands to the handlers.
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handler as deleteExpiredApplicationFiles } from '../../lambdas/expiredApplications/handler';
import { handler as deleteExpiredReferralFiles } from '../../lambdas/expiredReferrals/handler';
import { RATE_LIMITS_SWITCH } from '../../schema/contract/rateLimits';
import { REGION } from '../../schema/contract/region';
import type { StaffMfa } from '../../schema/contract/staffMfa';
import { FILES_BUCKET, SITE_BUCKET, handlerEnvironment } from './config/aws-env';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  cognitoClient,
  ensureUserPool,
  startCognito,
  type UserPoolIds,
} from './cognito/cognito-local';
import type { Clock } from './cognito/clock';
import { passwordPolicyViolation } from './cognito/password-policy';
import { startCognitoProxy } from './cognito/proxy';
import { MfaStore } from './cognito/mfa-store';
import { SessionStore } from './cognito/sessions';
import { createTokenSigner } from './cognito/token-signer';
import { cognitoTokenVerifier, type TokenVerifier } from './cognito/token-verifier';
import { loadSecrets, prepareDataDir, type StackSecrets } from './data/data-dir';
import { lockDataDir } from './data/data-dir-lock';
import { ensureTables, startDynamoDb } from './emulators/dynamodb';
import { startTtlSweeper } from './emulators/ttl-sweeper';
import type { EmulatorOptions, RunningEmulator } from './emulators/emulator';
import { ensureFilesBucket, ensureSiteBucket, localS3Client, startS3 } from './emulators/s3';
import { startSes } from './emulators/ses';
import { createGateway } from './gateway/gateway';
import { loadHandlers } from './gateway/handlers';
import { buildGatewaySchema } from './gateway/schema';
import { errorText, type Log } from './processes/log';
import { LOOPBACK, freePort, listeningServer, portOf } from './http/ports';
import { seed } from './seed/seed';
import { SEED_ROLE_ACCOUNTS, type RoleAccount } from './seed/role-accounts';
import { ensureFrontendBuilt } from './site/frontend-build';
import { createPublicFiles } from './site/public-files';
import { createPublicLists } from './site/public-lists';
import { publishPublicLists } from './site/publish-lists';
import { createJobPages, startJobClosingTimer, uploadJobPageTemplates } from './site/job-pages';

/** The handler that publishes the job board's list and the job pages. */
const JOBS_HANDLER = 'posts';
import { createRuntimeConfig } from './site/runtime-config';
import { localSecurityHeaders } from './site/security-headers';
import { createStaticSite } from './site/static-site';
import { startSiteServer } from './site/site-server';
import { StackParts } from './processes/stack-parts';
import { configuredStaffMfa } from './config/staff-mfa';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_PORT = 3000;
export const DEFAULT_DATA_DIR = join(PROJECT_ROOT, '.data');
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
/** Satisfies the pool's policy (schema/contract/authSettings.ts): 8+ characters, Aa, a digit. */
export const DEFAULT_ADMIN_PASSWORD = 'LocalAdmin123';

export type { Log } from './processes/log';

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
  /**
   * Called when a stand-in stopped while the stack ran and could not be started again
   * (processes/supervised-child.ts); the stack is unusable then.
   */
  onFatal?: (message: string) => void;
  /** Aborting it cancels a start in progress: what has started is stopped, and the call rejects. */
  signal?: AbortSignal;
  /** How long stop() lets requests in flight finish before it cuts them off. Default 10 s. */
  stopGraceMs?: number;
  /** Staff MFA (off, optional, required). Default cdk.json's "staffMfa", as the cloud deploys. */
  staffMfa?: StaffMfa;
  /** The time the Cognito proxy's rules read (sessions, lockout, codes, temporary passwords). */
  cognitoClock?: Clock;
  /**
   * Whether the handlers count the public writes per address (schema/contract/rateLimits.ts).
   * Default: as the environment says (`RATE_LIMITS=off` turns them off), else on, as in the cloud.
   */
  rateLimits?: boolean;
  /**
   * Chooses a port for a stand-in, again whenever another process takes the last one first.
   * Default: one the OS reports free (http/ports.ts).
   */
  standInPort?: () => Promise<number>;
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
  /** The demo account of each role besides owner (the admin user is the owner). */
  roleAccounts: readonly RoleAccount[];
  /** Whether staff sign in with an authenticator app's code as well. */
  staffMfa: StaffMfa;
  /** Milliseconds from the call to ready. */
  startupMs: number;
  /** DynamoDB TTL's work now rather than at the next hourly sweep; resolves to how many it deleted. */
  sweepExpiredItems(): Promise<number>;
  /**
   * Stops accepting, lets requests in flight finish (at most stopGraceMs), then stops the servers
   * and the stand-ins, which the requests in flight still use until then.
   */
  stop(): Promise<void>;
}

export const DEFAULT_STOP_GRACE_MS = 10_000;

interface StackSettings {
  log: Log;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  staffMfa: StaffMfa;
}

/** The options with their defaults; refuses an admin password the pool would refuse. */
function settingsFrom(options: LocalStackOptions): StackSettings {
  const adminPassword = options.adminPassword ?? DEFAULT_ADMIN_PASSWORD;
  const passwordProblem = passwordPolicyViolation(adminPassword);
  if (passwordProblem) {
    throw new Error(
      `ADMIN_PASSWORD does not meet the user pool's password policy. ${passwordProblem}`,
    );
  }
  return {
    log: options.log ?? ((line) => process.stdout.write(`${line}\n`)),
    dataDir: resolve(options.dataDir ?? DEFAULT_DATA_DIR),
    adminEmail: options.adminEmail ?? DEFAULT_ADMIN_EMAIL,
    adminPassword,
    staffMfa: options.staffMfa ?? configuredStaffMfa(),
  };
}

/** The stack's own servers, listening from the start so no other process can take their ports;
 * each stand-in chooses its own (standInPort). */
interface StackServers {
  site: Server;
  cognitoProxy: Server;
  /** The handlers' Cognito administrator endpoint (cognito/admin-proxy.ts). */
  cognitoAdmin: Server;
}

async function openServers(parts: StackParts, sitePort: number | undefined): Promise<StackServers> {
  const site = await listeningServer(sitePort ?? DEFAULT_PORT);
  parts.addServer(site);
  const cognitoProxy = await listeningServer(0);
  parts.addServer(cognitoProxy);
  const cognitoAdmin = await listeningServer(0);
  parts.addServer(cognitoAdmin);
  return { site, cognitoProxy, cognitoAdmin };
}

/** The origins browsers load the site from: the only ones the API and the stand-ins answer. */
type SiteOrigins = [string, string];

function siteOriginsOf(sitePort: number): SiteOrigins {
  return [`http://localhost:${sitePort}`, `http://${LOOPBACK}:${sitePort}`];
}

/**
 * The frontend build, run beside the rest of the start. It ends when the start fails or the
 * caller cancels it.
 */
class FrontendBuild {
  private readonly controller = new AbortController();
  private building: Promise<void> = Promise.resolve();

  constructor(
    private readonly log: Log,
    private readonly cancel: AbortSignal | undefined,
  ) {
    cancel?.addEventListener('abort', this.cancelled, { once: true });
  }

  private readonly cancelled = (): void => this.controller.abort(this.cancel?.reason);

  start(): void {
    this.building = ensureFrontendBuilt(PROJECT_ROOT, this.log, this.controller.signal);
    // Awaited by finished() or abandon(); until then a cancelled build must not be "unhandled".
    this.building.catch(() => undefined);
  }

  finished(): Promise<void> {
    return this.building;
  }

  /** Stops the build after a failed start and reports it if it failed on its own. */
  async abandon(reason: unknown): Promise<void> {
    this.controller.abort(reason);
    await this.building.catch((buildError: unknown) => {
      // Rejecting with the abort's reason is the build saying it stopped; anything else is news.
      if (buildError !== this.controller.signal.reason) {
        this.log(`The frontend build failed: ${errorText(buildError)}`);
      }
    });
  }

  /** Stops listening for the caller's cancel once the start is over, however it ended. */
  detach(): void {
    this.cancel?.removeEventListener('abort', this.cancelled);
  }
}

interface StandIns {
  dynamo: RunningEmulator;
  s3: RunningEmulator;
  cognito: RunningEmulator;
  ses: RunningEmulator;
}

async function startStandIns(
  parts: StackParts,
  shared: EmulatorOptions,
  cognitoEndpoint: string,
): Promise<StandIns> {
  const [dynamo, s3, cognito, ses] = await parts.startStandIns([
    startDynamoDb(shared),
    startS3(shared),
    startCognito({ ...shared, issuerDomain: cognitoEndpoint }),
    startSes(shared),
  ]);
  return { dynamo, s3, cognito, ses };
}

/** The tables, the files bucket and the user pool, as the cloud stack defines them. */
async function provisionStandIns(
  standIns: StandIns,
  siteOrigins: SiteOrigins,
  cognitoAdmin: CognitoIdentityProviderClient,
): Promise<UserPoolIds> {
  const [, , , pool] = await Promise.all([
    ensureTables(standIns.dynamo.endpoint),
    ensureFilesBucket(standIns.s3.endpoint, siteOrigins),
    ensureSiteBucket(standIns.s3.endpoint),
    ensureUserPool(cognitoAdmin),
  ]);
  return pool;
}

/** The Cognito proxy browsers sign in through, and the verifier of the tokens it signs. */
async function startSignIn(
  parts: StackParts,
  context: {
    settings: StackSettings;
    secrets: StackSecrets;
    pool: UserPoolIds;
    standIns: StandIns;
    server: Server;
    adminServer: Server;
    cognitoEndpoint: string;
    siteOrigins: SiteOrigins;
    clock: Clock | undefined;
  },
): Promise<TokenVerifier> {
  const { settings, pool } = context;
  const signer = await createTokenSigner(context.secrets.tokenSigningKey);
  const verifyToken = cognitoTokenVerifier({
    signer,
    issuer: `${context.cognitoEndpoint}/${pool.userPoolId}`,
    clientId: pool.clientId,
  });
  const sessions = await SessionStore.open(
    join(settings.dataDir, 'cognito', 'proxy-sessions.json'),
    settings.log,
    context.clock,
  );
  parts.addSessions(sessions);
  await startCognitoProxy({
    server: context.server,
    adminServer: context.adminServer,
    upstream: context.standIns.cognito.endpoint,
    dataDir: settings.dataDir,
    userPoolId: pool.userPoolId,
    clientId: pool.clientId,
    sesEndpoint: context.standIns.ses.endpoint,
    allowedOrigins: context.siteOrigins,
    signer,
    verifyToken,
    sessions,
    staffMfa: settings.staffMfa,
    mfa: await MfaStore.open(join(settings.dataDir, 'cognito', 'proxy-mfa.json')),
    clock: context.clock,
    log: settings.log,
  });
  return verifyToken;
}

/** The environment the handlers get in the cloud, pointed at the stand-ins. */
function setHandlerEnvironment(context: {
  secrets: StackSecrets;
  standIns: StandIns;
  cognitoAdminEndpoint: string;
  userPoolId: string;
  rateLimits: boolean | undefined;
}): void {
  const { secrets, standIns } = context;
  // The handlers read these when they first create their clients.
  Object.assign(
    process.env,
    handlerEnvironment({
      endpoints: {
        dynamodb: standIns.dynamo.endpoint,
        s3: standIns.s3.endpoint,
        ses: standIns.ses.endpoint,
        cognito: context.cognitoAdminEndpoint,
      },
      paginationSecret: secrets.paginationSecret,
      userPoolId: context.userPoolId,
    }),
  );
  if (context.rateLimits !== undefined) {
    process.env[RATE_LIMITS_SWITCH.envVar] = context.rateLimits ? 'on' : RATE_LIMITS_SWITCH.off;
  }
}

/** The real handlers behind the AppSync-like gateway, in this process. */
async function createApi(context: {
  settings: StackSettings;
  secrets: StackSecrets;
  siteOrigins: SiteOrigins;
  verifyToken: TokenVerifier;
  verbose: boolean | undefined;
}): Promise<ReturnType<typeof createGateway>> {
  const { settings, secrets } = context;
  const handlers = await loadHandlers();
  const schema = await buildGatewaySchema({
    projectRoot: PROJECT_ROOT,
    handlers,
    log: settings.log,
  });
  return createGateway({
    schema,
    allowedOrigins: context.siteOrigins,
    apiKey: secrets.apiKey,
    verifyToken: context.verifyToken,
    log: settings.log,
    verbose: context.verbose,
  });
}

/** The one user-facing port: the API, config.json, the staff photos and the built site. */
function startSite(context: {
  settings: StackSettings;
  secrets: StackSecrets;
  pool: UserPoolIds;
  server: Server;
  cognitoEndpoint: string;
  siteOrigins: SiteOrigins;
  graphql: ReturnType<typeof createGateway>;
  s3Client: S3Client;
  s3Endpoint: string;
}): void {
  const { settings, secrets, pool } = context;
  const distDir = join(PROJECT_ROOT, 'frontend', 'dist');
  const site = createStaticSite(distDir);
  startSiteServer({
    server: context.server,
    log: settings.log,
    securityHeaders: localSecurityHeaders({
      distDir,
      graphqlUrl: `${context.siteOrigins[0]}/graphql`,
      cognitoEndpoint: context.cognitoEndpoint,
      s3Endpoint: context.s3Endpoint,
    }),
    routes: {
      graphql: context.graphql,
      config: createRuntimeConfig(
        {
          region: REGION,
          apiKey: secrets.apiKey,
          userPoolId: pool.userPoolId,
          userPoolClientId: pool.clientId,
          cognitoEndpoint: context.cognitoEndpoint,
          staffMfa: settings.staffMfa,
        },
        context.siteOrigins,
      ),
      publicFiles: createPublicFiles({
        s3: context.s3Client,
        bucket: FILES_BUCKET,
        log: settings.log,
        notFound: site,
      }),
      publicLists: createPublicLists({
        s3: context.s3Client,
        bucket: FILES_BUCKET,
        log: settings.log,
        notFound: site,
      }),
      jobPages: createJobPages({ s3: context.s3Client, bucket: SITE_BUCKET, notFound: site }),
      site,
    },
  });
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const started = Date.now();
  const settings = settingsFrom(options);
  const { log, dataDir } = settings;
  const parts = new StackParts(options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);
  const frontend = new FrontendBuild(log, options.signal);
  try {
    options.signal?.throwIfAborted();
    parts.addLock(await lockDataDir(dataDir));
    await prepareDataDir(dataDir, Boolean(options.reset));
    const secrets = await loadSecrets(dataDir);
    const servers = await openServers(parts, options.port);
    const sitePort = portOf(servers.site);
    const cognitoEndpoint = `http://${LOOPBACK}:${portOf(servers.cognitoProxy)}`;
    const siteOrigins = siteOriginsOf(sitePort);
    if (options.buildFrontend !== false) {
      frontend.start();
    }

    const standIns = await startStandIns(
      parts,
      {
        dataDir,
        choosePort: options.standInPort ?? freePort,
        allowedOrigins: siteOrigins,
        log,
        verbose: options.verbose,
        onGaveUp: (message: string) => {
          log(message);
          options.onFatal?.(message);
        },
      },
      cognitoEndpoint,
    );
    options.signal?.throwIfAborted();
    const cognitoAdmin = cognitoClient(standIns.cognito.endpoint);
    const s3Client = localS3Client(standIns.s3.endpoint);
    const pool = await provisionStandIns(standIns, siteOrigins, cognitoAdmin);
    const verifyToken = await startSignIn(parts, {
      settings,
      secrets,
      pool,
      standIns,
      server: servers.cognitoProxy,
      adminServer: servers.cognitoAdmin,
      cognitoEndpoint,
      siteOrigins,
      clock: options.cognitoClock,
    });
    await seed({
      dataDir,
      dynamodbEndpoint: standIns.dynamo.endpoint,
      s3: s3Client,
      cognito: cognitoAdmin,
      userPoolId: pool.userPoolId,
      admin: { email: settings.adminEmail, password: settings.adminPassword },
      log,
    });
    setHandlerEnvironment({
      secrets,
      standIns,
      cognitoAdminEndpoint: `http://${LOOPBACK}:${portOf(servers.cognitoAdmin)}`,
      userPoolId: pool.userPoolId,
      rateLimits: options.rateLimits,
    });
    // As the tables' streams do in the cloud (lib/cloud/expired-item-files.ts).
    const ttlSweeper = startTtlSweeper(standIns.dynamo.endpoint, log, {
      Referral: deleteExpiredReferralFiles,
      JobApplication: deleteExpiredApplicationFiles,
    });
    parts.addTimer(ttlSweeper);
    await ttlSweeper.sweep();
    const graphql = await createApi({
      settings,
      secrets,
      siteOrigins,
      verifyToken,
      verbose: options.verbose,
    });
    await frontend.finished();
    options.signal?.throwIfAborted();
    await uploadJobPageTemplates(s3Client, SITE_BUCKET, join(PROJECT_ROOT, 'frontend', 'dist'));
    await publishPublicLists(log);
    parts.addTimer(startJobClosingTimer(() => publishPublicLists(log, JOBS_HANDLER), log));
    startSite({
      settings,
      secrets,
      pool,
      server: servers.site,
      cognitoEndpoint,
      siteOrigins,
      graphql,
      s3Client,
      s3Endpoint: standIns.s3.endpoint,
    });

    const url = `http://localhost:${sitePort}`;
    return {
      url,
      graphqlUrl: `${url}/graphql`,
      region: REGION,
      apiKey: secrets.apiKey,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      cognitoEndpoint,
      cognitoAdminEndpoint: standIns.cognito.endpoint,
      mailUrl: `${standIns.ses.endpoint}/`,
      s3Endpoint: standIns.s3.endpoint,
      dynamodbEndpoint: standIns.dynamo.endpoint,
      filesBucket: FILES_BUCKET,
      dataDir,
      adminEmail: settings.adminEmail,
      adminPassword: settings.adminPassword,
      roleAccounts: SEED_ROLE_ACCOUNTS,
      staffMfa: settings.staffMfa,
      startupMs: Date.now() - started,
      sweepExpiredItems: () => ttlSweeper.sweep(),
      stop: () => parts.stop(),
    };
  } catch (error) {
    await frontend.abandon(error);
    await parts
      .stop()
      .catch((stopError: unknown) => log(`Stopping after a failed start: ${errorText(stopError)}`));
    throw error;
  } finally {
    frontend.detach();
  }
}
