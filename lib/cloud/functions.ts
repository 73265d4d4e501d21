// One Lambda per entry in lambdas/resolverMap.ts (HANDLERS), bundled and minified by the local
// esbuild (never Docker, so synth works offline), each with its own role holding only what that
// handler needs: the matrix is GRANTS below.

import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import {
  NodejsFunction,
  type NodejsFunctionProps,
  OutputFormat,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { HANDLER_ENV, handlerEnvironment } from '../../schema/contract/handlerEnvironment';
import { LOG_RETENTION_DAYS } from '../../schema/contract/logRetention';
import { REFERRAL_DOCUMENT_KEY } from '../../schema/contract/referralDocument';
import { HANDLERS, type HandlerDefinition } from '../../lambdas/resolverMap';
import {
  APPLICATIONS_PREFIX,
  REFERRALS_PREFIX,
  STAFF_PHOTO_PREFIX,
  STAFF_PHOTO_UPLOAD_PREFIX,
} from '../../schema/contract/storage';
import type { Tables } from './data';
import type { Mail } from './mail';
import { acknowledge, acknowledgeWildcardResource } from './nag';
import type { Storage } from './storage';
import { AUDIT_BY_MONTH_INDEX, TABLES, type TableDefinition } from '../../schema/contract/tables';

export type HandlerName = HandlerDefinition['name'];
export type HandlerFunctions = Record<HandlerName, NodejsFunction>;

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Item-level access only: no Scan, no batch or table-management actions. */
const TABLE_READ = ['dynamodb:GetItem', 'dynamodb:Query'];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

export interface FunctionsProps {
  tables: Tables;
  /** The per-address counters of the public writes (lambdas/shared/rateLimit.ts). */
  rateLimitTable: Table;
  storage: Storage;
  mail: Mail;
  /** The staff pool, where a note's author is looked up. */
  userPool: IUserPool;
  /** Whether each function reserves RESERVED_CONCURRENCY (cdk.json "reservedConcurrency"). */
  reservedConcurrency: boolean;
}

interface GrantContext extends FunctionsProps {
  role: Role;
  /** This handler's own environment, on top of the shared one. */
  environment: Record<string, string>;
  paginationSecret: ISecret;
}

function grantTable(ctx: GrantContext, entity: TableDefinition['entity'], write: boolean): void {
  const table: Table = ctx.tables[entity];
  const indexes = TABLES[entity].globalSecondaryIndexes.map(
    (index) => `${table.tableArn}/index/${index.indexName}`,
  );
  ctx.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: write ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ,
      resources: [table.tableArn, ...indexes],
    }),
  );
}

/** For handlers with rate-limited public writes: one conditional UpdateItem per call. */
function grantRateLimits(ctx: GrantContext): void {
  ctx.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:UpdateItem'],
      resources: [ctx.rateLimitTable.tableArn],
    }),
  );
}

/** Grants actions on one key prefix of the files bucket (keys are chosen at run time). */
function grantFilesPrefix(
  ctx: GrantContext,
  prefix: string,
  actions: string[],
  reason: string,
): void {
  const objects = ctx.storage.bucket.arnForObjects(`${prefix}*`);
  ctx.role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [objects] }));
  acknowledgeWildcardResource(ctx.role, objects, reason);
}

/** Without ListBucket S3 answers HEAD of a missing key with 403 instead of 404, and the handlers
 * could not tell "no such photo" (a validation error) from a real failure. */
function grantListFiles(ctx: GrantContext): void {
  ctx.role.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['s3:ListBucket'], resources: [ctx.storage.bucket.bucketArn] }),
  );
}

/** For handlers that page: they read the nextToken HMAC key at run time (lambdas/shared). */
function grantListTokens(ctx: GrantContext): void {
  ctx.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['secretsmanager:GetSecretValue'],
      resources: [ctx.paginationSecret.secretArn],
    }),
  );
  ctx.environment[HANDLER_ENV.paginationSecretArn] = ctx.paginationSecret.secretArn;
}

/**
 * Audit entries may only be added (PutItem; lambdas/shared/audit.ts refuses to overwrite one), never
 * read, changed or deleted by the handlers that write them. The actor's e-mail comes from the pool.
 * An entry written in a transaction with its change needs no more: DynamoDB authorises each action
 * of a TransactWriteItems by its own PutItem, UpdateItem or DeleteItem permission.
 */
function grantAuditWrite(ctx: GrantContext): void {
  ctx.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:PutItem'],
      resources: [ctx.tables.Audit.tableArn],
    }),
  );
  grantStaffLookup(ctx);
}

/** A note's author or an audit entry's actor: the signed-in user's e-mail address, from the pool. */
function grantStaffLookup(ctx: GrantContext): void {
  ctx.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['cognito-idp:AdminGetUser'],
      resources: [ctx.userPool.userPoolArn],
    }),
  );
}

/**
 * What owners do to staff accounts (lambdas/accounts: pool.ts, changes.ts, signIns.ts): these
 * calls, on this pool only, and AdminGetUser, which every resolver has (grantStaffLookup).
 */
const ACCOUNT_ADMIN_ACTIONS = [
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminSetUserMFAPreference',
  'cognito-idp:AdminListUserAuthEvents',
];

const GRANTS: Record<HandlerName, (ctx: GrantContext) => void> = {
  accounts: (ctx) => {
    ctx.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ACCOUNT_ADMIN_ACTIONS,
        resources: [ctx.userPool.userPoolArn],
      }),
    );
    // Each change's entry in the account's audit trail.
    grantAuditWrite(ctx);
  },
  messages: (ctx) => {
    grantTable(ctx, 'Message', true);
    grantRateLimits(ctx);
    grantListTokens(ctx);
    ctx.mail.grantSendFromSender(ctx.role);
    grantAuditWrite(ctx);
  },
  posts: (ctx) => {
    grantTable(ctx, 'Post', true);
    grantListTokens(ctx);
  },
  testimonials: (ctx) => {
    grantTable(ctx, 'Testimonial', true);
    grantListTokens(ctx);
  },
  staff: (ctx) => {
    grantTable(ctx, 'Staff', true);
    grantListTokens(ctx);
    // HEAD checks that a new photo exists; replacing or deleting a profile deletes the old photo.
    grantFilesPrefix(
      ctx,
      STAFF_PHOTO_PREFIX,
      ['s3:GetObject', 's3:DeleteObject'],
      'Photo keys are public/staff/<timestamp>_<file name>, chosen at upload time, so the staff ' +
        'handler can only be scoped to that prefix (HEAD and delete of photos it references).',
    );
    grantListFiles(ctx);
  },
  files: (ctx) => {
    ctx.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [ctx.storage.bucket.arnForObjects(REFERRAL_DOCUMENT_KEY)],
      }),
    );
    // Browsers upload only to the staging prefix, through URLs this handler presigns: PUT and
    // multipart (create, parts, complete are s3:PutObject), HEAD size check, read of the content,
    // abort and clean-up.
    grantFilesPrefix(
      ctx,
      STAFF_PHOTO_UPLOAD_PREFIX,
      ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload', 's3:DeleteObject'],
      'Uploads use new keys uploads/staff/<timestamp>_<file name> chosen at run time; the ' +
        'presigned URLs this handler signs can only ever reach that staging prefix.',
    );
    // Only a checked upload's re-encoded copy is written to the public prefix; nothing else is done
    // there.
    grantFilesPrefix(
      ctx,
      STAFF_PHOTO_PREFIX,
      ['s3:PutObject'],
      'A checked upload is re-encoded to public/staff/<timestamp>_<file name>, a key chosen at run ' +
        'time; the handler cannot read or delete published photos.',
    );
    grantListFiles(ctx);
  },
  referrals: (ctx) => {
    grantTable(ctx, 'Referral', true);
    grantRateLimits(ctx);
    grantListTokens(ctx);
    ctx.mail.grantSendFromSender(ctx.role);
    grantAuditWrite(ctx);
    // Presigned upload PUTs and download GETs, HEAD size checks, content reads, the copies from
    // uploads/ to checked/ to the referral's own prefix, and deletes: all under private/referrals/.
    grantFilesPrefix(
      ctx,
      REFERRALS_PREFIX,
      ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
      'Attachment keys are private/referrals/{uploads,checked,<reference>}/<random id>_<file ' +
        'name>, chosen at run time; the handler reaches no other part of the files bucket.',
    );
    grantListFiles(ctx);
  },
  applications: (ctx) => {
    grantTable(ctx, 'JobApplication', true);
    // Only reads jobs: an application must name one that exists and is open.
    grantTable(ctx, 'Post', false);
    grantRateLimits(ctx);
    grantListTokens(ctx);
    ctx.mail.grantSendFromSender(ctx.role);
    grantAuditWrite(ctx);
    // Presigned CV PUTs and GETs, HEAD size checks, content reads, the copies from uploads/ to
    // checked/ to the application's own prefix, and deletes: all under private/applications/.
    grantFilesPrefix(
      ctx,
      APPLICATIONS_PREFIX,
      ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
      'CV keys are private/applications/{uploads,checked,<reference>}/<random id>_<file name>, ' +
        'chosen at run time; the handler reaches no other part of the files bucket.',
    );
    grantListFiles(ctx);
  },
  feedback: (ctx) => {
    grantTable(ctx, 'Feedback', true);
    grantRateLimits(ctx);
    grantListTokens(ctx);
    ctx.mail.grantSendFromSender(ctx.role);
    grantAuditWrite(ctx);
  },
  // Reads only: the items its sections count, never a write.
  dashboard: (ctx) => {
    grantTable(ctx, 'Referral', false);
    grantTable(ctx, 'Message', false);
    grantTable(ctx, 'Feedback', false);
  },
  // Reads the trail (an item's, and the log by month) only: it can neither add to nor change it.
  audit: (ctx) => {
    ctx.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [
          ctx.tables.Audit.tableArn,
          `${ctx.tables.Audit.tableArn}/index/${AUDIT_BY_MONTH_INDEX}`,
        ],
      }),
    );
  },
};

const BUNDLE_TARGET = 'node22';
const BUNDLE_MAIN_FIELDS = ['module', 'main'];
/** ESM bundles still contain CommonJS dependencies that call require(). */
const BUNDLE_BANNER =
  "import{createRequire}from'module';const require=createRequire(import.meta.url);";

/**
 * What every function of the app shares, the resolvers' and the single-task ones': Node.js 22 on
 * arm64, bundled locally into one minified ES module with the SDK versions the tests ran against
 * instead of the runtime's copy.
 */
export function bundledFunctionProps(entry: string) {
  return {
    entry: `${PROJECT_ROOT}${entry}`,
    handler: 'handler',
    projectRoot: PROJECT_ROOT,
    depsLockFilePath: `${PROJECT_ROOT}package-lock.json`,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    bundling: {
      minify: true,
      sourceMap: true,
      sourcesContent: false,
      target: BUNDLE_TARGET,
      format: OutputFormat.ESM,
      mainFields: BUNDLE_MAIN_FIELDS,
      banner: BUNDLE_BANNER,
      bundleAwsSDK: true,
      forceDockerBundling: false,
    },
  } satisfies NodejsFunctionProps;
}

function shellQuoted(arg: string): string {
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

/**
 * NodejsFunction bundles into one file, where a module reached only by import() is still parsed on
 * every cold start. The handlers load the S3, SES and Secrets Manager SDKs that way
 * (lambdas/shared/clients.ts), so the same entry is bundled again over it with code splitting:
 * index.mjs plus chunks, each lazily loaded SDK in chunks only its code paths import.
 */
function splitBundleCommand(
  inputDir: string,
  outputDir: string,
  entry: string,
  externals: string[],
): string {
  return [
    `${inputDir}/node_modules/.bin/esbuild`,
    `${inputDir}/${entry}`,
    '--bundle',
    '--splitting',
    `--outdir=${outputDir}`,
    '--entry-names=index',
    '--out-extension:.js=.mjs',
    '--platform=node',
    `--target=${BUNDLE_TARGET}`,
    '--format=esm',
    `--main-fields=${BUNDLE_MAIN_FIELDS.join(',')}`,
    '--minify',
    '--sourcemap',
    '--sources-content=false',
    `--banner:js=${BUNDLE_BANNER}`,
    '--log-level=warning',
    ...externals.map((name) => `--external:${name}`),
  ]
    .map(shellQuoted)
    .join(' ');
}

/**
 * Packages a handler loads from a node_modules folder beside its bundle rather than from the bundle:
 * wasm-vips (lambdas/files/photoEncoding.ts) reads its .wasm file and starts its worker threads from
 * its own files. They are copied from the project's node_modules (no npm install, so synth stays
 * offline) and are WebAssembly, so what an x64 machine synthesises runs on arm64 Lambda.
 */
const SHIPPED_PACKAGES: Partial<Record<HandlerName, { name: string; files: string[] }[]>> = {
  files: [
    {
      name: 'wasm-vips',
      files: [
        'package.json',
        'LICENSE',
        'THIRD-PARTY-NOTICES.md',
        'lib/vips-node.mjs',
        'lib/vips.wasm',
      ],
    },
  ],
};

/**
 * Memory above the default, which also buys CPU: the files handler decodes and re-encodes staff
 * photos of up to 20 MiB and 120 megapixels (schema/contract/inputLimits.ts) in WebAssembly,
 * whose heap starts at 256 MiB and may grow to 2 GiB, within the 15 s timeout.
 */
const DEFAULT_MEMORY_MB = 512;
const MEMORY_MB: Partial<Record<HandlerName, number>> = { files: 3008 };

/**
 * How many copies of each function may run at once when cdk.json's "reservedConcurrency" is true: a
 * small site needs one or two, so these caps only ever bite in a flood, where they bound its Lambda
 * bill and the database and e-mail work behind it (docs/DEPLOYING.md "Reserved concurrency").
 * Reserving costs nothing, but Lambda keeps at least 100 of the account's concurrency unreserved:
 * these (65 in all at most) need an account limit of at least 165, which a new account may not have,
 * so they are off by default. The files function runs with 3008 MB, so it gets the smallest cap;
 * its only public field, referralFormUrl, answers in milliseconds.
 */
export const RESERVED_CONCURRENCY: Record<HandlerName, number> = {
  messages: 10,
  posts: 10,
  testimonials: 10,
  referrals: 10,
  staff: 5,
  files: 5,
  // Staff only, one item's trail per call.
  audit: 2,
  // The feedback form and the complaints register: little traffic.
  feedback: 5,
  // Owners managing a handful of staff accounts.
  accounts: 2,
  // The Apply form and the applications under Recruitment: little traffic.
  applications: 5,
  // Staff opening the dashboard: one short read at a time (the caps total 60).
  dashboard: 1,
};

function copyPackageCommands(
  inputDir: string,
  outputDir: string,
  { name, files }: { name: string; files: string[] },
): string[] {
  const folders = [
    ...new Set(files.map((file) => dirname(`${outputDir}/node_modules/${name}/${file}`))),
  ];
  return [
    ['mkdir', '-p', ...folders],
    ...files.map((file) => [
      'cp',
      `${inputDir}/node_modules/${name}/${file}`,
      `${outputDir}/node_modules/${name}/${file}`,
    ]),
  ].map((command) => command.map(shellQuoted).join(' '));
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export class Functions extends Construct {
  readonly functions: HandlerFunctions;
  readonly logGroups: Record<HandlerName, LogGroup>;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);

    // HMAC key for opaque list tokens, generated by Secrets Manager in the account so it never
    // exists in the repository, the template or the functions' configuration: the handlers that
    // page get its ARN and fetch the value once per cold start.
    const paginationSecret = new Secret(this, 'PaginationSecret', {
      description: 'HMAC key signing list nextTokens (see lambdas/shared/pagination.ts).',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(
      paginationSecret,
      'AwsSolutions-SMG4',
      'The key only signs (never encrypts) short-lived list tokens. It can be rotated by hand ' +
        '(put-secret-value); functions pick the new key up on their next cold start, and only open ' +
        'pages become invalid. No schedule: a generic secret needs a custom rotation Lambda, and ' +
        'while warm containers still hold the old key, tokens would fail at random between them.',
    );

    const environment: Record<string, string> = {
      ...handlerEnvironment({
        tableNames: Object.fromEntries(
          Object.entries(props.tables).map(([entity, table]) => [entity, table.tableName]),
        ) as Record<TableDefinition['entity'], string>,
        rateLimitTable: props.rateLimitTable.tableName,
        filesBucket: props.storage.bucket.bucketName,
        senderEmail: props.mail.senderEmail,
        inboxEmail: props.mail.inboxEmail,
        userPoolId: props.userPool.userPoolId,
      }),
      // Stack traces in the logs point at the TypeScript sources (bundles ship source maps).
      NODE_OPTIONS: '--enable-source-maps',
    };

    const entries = HANDLERS.map((definition) => {
      const id = pascal(definition.name);
      const role = new Role(this, `${id}Role`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Runs the ${definition.name} GraphQL handler.`,
      });
      const logGroup = new LogGroup(this, `${id}Logs`, {
        retention: LOG_RETENTION_DAYS,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      logGroup.grantWrite(role);
      const ownEnvironment = { ...environment };
      GRANTS[definition.name]({ ...props, role, environment: ownEnvironment, paginationSecret });
      // Every resolver asks the pool whether a signed-in caller's account is still active
      // (lambdas/shared/activeAccount.ts).
      grantStaffLookup({ ...props, role, environment: ownEnvironment, paginationSecret });

      const shipped = SHIPPED_PACKAGES[definition.name] ?? [];
      const externals = shipped.map((pkg) => pkg.name);
      const bundled = bundledFunctionProps(definition.entry);
      const fn = new NodejsFunction(this, `${id}Function`, {
        ...bundled,
        memorySize: MEMORY_MB[definition.name] ?? DEFAULT_MEMORY_MB,
        ...(props.reservedConcurrency
          ? { reservedConcurrentExecutions: RESERVED_CONCURRENCY[definition.name] }
          : {}),
        timeout: Duration.seconds(15),
        role,
        logGroup,
        environment: ownEnvironment,
        bundling: {
          ...bundled.bundling,
          externalModules: externals,
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (inputDir, outputDir) => [
              splitBundleCommand(inputDir, outputDir, definition.entry, externals),
              ...shipped.flatMap((pkg) => copyPackageCommands(inputDir, outputDir, pkg)),
            ],
          },
        },
      });
      acknowledge(
        fn,
        'AwsSolutions-L1',
        'Node.js 22 is the runtime the project pins (AWS standard support until April 2027); the ' +
          'move to Node.js 24 is a deliberate upgrade tested with the handlers, not a silent bump.',
      );
      return [definition.name, { fn, logGroup }] as const;
    });
    this.functions = Object.fromEntries(
      entries.map(([name, { fn }]) => [name, fn]),
    ) as HandlerFunctions;
    this.logGroups = Object.fromEntries(
      entries.map(([name, { logGroup }]) => [name, logGroup]),
    ) as Record<HandlerName, LogGroup>;
  }
}
