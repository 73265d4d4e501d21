// AWS SDK clients, created on first use and then reused across invocations. Endpoints come from the
// SDK's standard AWS_ENDPOINT_URL_* variables, which the local stack sets.
//
// Only DynamoDB is imported statically: every handler needs it. The S3, SES, Secrets Manager and
// Cognito SDKs are loaded by dynamic import() on the first call that needs them, so a cold start of a
// public field pays only for what that field uses (`npm run bench` measures the import cost, and
// test/unit/lazy-sdk.test.ts fails on a static import of them). Each loader hands out the client
// together with its SDK module, which holds the command classes.

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type * as CognitoSdk from '@aws-sdk/client-cognito-identity-provider';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type * as SecretsManagerSdk from '@aws-sdk/client-secrets-manager';
import type * as SesSdk from '@aws-sdk/client-sesv2';
import type * as PresignerSdk from '@aws-sdk/s3-request-presigner';
import { config } from './config';

/** A client and the SDK module it comes from. */
export interface LoadedClient<Client, Sdk> {
  client: Client;
  sdk: Sdk;
}

export type S3 = LoadedClient<S3Sdk.S3Client, typeof S3Sdk>;
export type Ses = LoadedClient<SesSdk.SESv2Client, typeof SesSdk>;
export type Cognito = LoadedClient<CognitoSdk.CognitoIdentityProviderClient, typeof CognitoSdk>;
export type SecretsManager = LoadedClient<
  SecretsManagerSdk.SecretsManagerClient,
  typeof SecretsManagerSdk
>;

/**
 * Per-attempt time limits. The SDK's defaults wait for ever, so one slow call could run a handler
 * into its 15 s Lambda timeout after it already wrote (createMessage: the visitor sees a failure for
 * a stored message and sends it again). Attempts x (connection + request) stays well under 15 s.
 * The SDK retries only throttling, timeouts, dropped connections and 5xx answers, after a backoff
 * with full jitter (up to 100 ms, then 200 ms; throttling 500 ms, then 1 s). SES gets three tries
 * because a lost notification is only logged; the caller bounds them by the time the Lambda has
 * left (lambdas/shared/publicSubmission.ts).
 */
export const CLIENT_LIMITS = {
  dynamo: { maxAttempts: 3, connectionTimeout: 1000, requestTimeout: 2000 },
  s3: { maxAttempts: 2, connectionTimeout: 1000, requestTimeout: 5000 },
  ses: { maxAttempts: 3, connectionTimeout: 1000, requestTimeout: 3000 },
  secretsManager: { maxAttempts: 3, connectionTimeout: 1000, requestTimeout: 2000 },
  cognito: { maxAttempts: 2, connectionTimeout: 1000, requestTimeout: 2000 },
} as const;

function limited(limits: (typeof CLIENT_LIMITS)[keyof typeof CLIENT_LIMITS]) {
  const { maxAttempts, connectionTimeout, requestTimeout } = limits;
  return {
    maxAttempts,
    // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes.
    requestHandler: { connectionTimeout, requestTimeout, throwOnRequestTimeout: true },
  };
}

/**
 * A client made once per endpoint. In Lambda the endpoint never changes; the local stack runs the
 * handlers in its own process, where a test may start one stack after another on new ports, and a
 * client kept from the first would call a stand-in that is gone.
 */
function perEndpoint<T>(service: string, make: () => T): () => T {
  let made: { endpoint: string | undefined; value: T } | undefined;
  return () => {
    const endpoint = process.env[`AWS_ENDPOINT_URL_${service}`];
    if (!made || made.endpoint !== endpoint) {
      made = { endpoint, value: make() };
    }
    return made.value;
  };
}

const documentClient = /* @__PURE__ */ perEndpoint('DYNAMODB', () =>
  DynamoDBDocumentClient.from(new DynamoDBClient(limited(CLIENT_LIMITS.dynamo)), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);

export function dynamo(): DynamoDBDocumentClient {
  return documentClient();
}

let presignerLoaded: Promise<typeof PresignerSdk> | undefined;

// Each loader is marked pure and reached only through a function: esbuild drops an unused one from a
// bundle, together with the SDK its import() names.

const s3Loaded = /* @__PURE__ */ perEndpoint('S3', () =>
  import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      ...limited(CLIENT_LIMITS.s3),
      forcePathStyle: config.s3ForcePathStyle(),
      // Otherwise presigned PUT and UploadPart URLs carry the checksum of an empty body, and S3
      // rejects the browser's upload of the real bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  })),
);

export function s3(): Promise<S3> {
  return s3Loaded();
}

/** The presigner for S3 URLs (its own package, needed only by the files handler). */
export function s3Presigner(): Promise<typeof PresignerSdk> {
  presignerLoaded ??= import('@aws-sdk/s3-request-presigner');
  return presignerLoaded;
}

const sesLoaded = /* @__PURE__ */ perEndpoint('SESV2', () =>
  import('@aws-sdk/client-sesv2').then((sdk) => ({
    sdk,
    client: new sdk.SESv2Client(limited(CLIENT_LIMITS.ses)),
  })),
);

export function ses(): Promise<Ses> {
  return sesLoaded();
}

const secretsManagerLoaded = /* @__PURE__ */ perEndpoint('SECRETS_MANAGER', () =>
  import('@aws-sdk/client-secrets-manager').then((sdk) => ({
    sdk,
    client: new sdk.SecretsManagerClient(limited(CLIENT_LIMITS.secretsManager)),
  })),
);

export function secretsManager(): Promise<SecretsManager> {
  return secretsManagerLoaded();
}

/** The staff user pool's API (only addReferralNote needs it, to name a note's author). */
const cognitoLoaded = /* @__PURE__ */ perEndpoint('COGNITO_IDENTITY_PROVIDER', () =>
  import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({
    sdk,
    client: new sdk.CognitoIdentityProviderClient(limited(CLIENT_LIMITS.cognito)),
  })),
);

export function cognito(): Promise<Cognito> {
  return cognitoLoaded();
}
