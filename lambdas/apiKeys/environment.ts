// What the rotation function is told (schema/contract/apiKeyRotation.ts), checked before any call:
// a wrong value stops the run with a message naming it instead of publishing a broken config.json.

import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { API_KEY_ROTATION_ENV } from '../../schema/contract/apiKeyRotation';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import { STAFF_MFA_VALUES } from '../../schema/contract/staffMfa';
import type { AppSyncApiKeysOptions } from './appSyncApiKeys';

// zod/mini loads no messages of its own (as in lambdas/shared/validation.ts).
z.config(en());

const text = z.string().check(z.minLength(1));

/** config.json without the key, as the cloud stack writes it (cognitoEndpoint is null in AWS). */
const RUNTIME_CONFIG = z.strictObject({
  region: text,
  graphqlUrl: z.url({ protocol: /^https$/ }),
  userPoolId: text,
  userPoolClientId: text,
  cognitoEndpoint: z.null(),
  staffMfa: z.enum(STAFF_MFA_VALUES),
});

export interface RotationEnvironment {
  apiId: string;
  siteBucket: string;
  runtimeConfig: Omit<RuntimeConfig, 'apiKey'>;
  appSync: AppSyncApiKeysOptions;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set.`);
  return value;
}

function runtimeConfig(json: string): Omit<RuntimeConfig, 'apiKey'> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(`${API_KEY_ROTATION_ENV.runtimeConfig} is not JSON.`);
  }
  const result = RUNTIME_CONFIG.safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(
      `${API_KEY_ROTATION_ENV.runtimeConfig} is not a runtime config: ${problems.join('; ')}`,
    );
  }
  return result.data;
}

/** Lambda gives every function its role's credentials and region in these variables. */
export function rotationEnvironment(env: NodeJS.ProcessEnv = process.env): RotationEnvironment {
  const apiId = required(env, API_KEY_ROTATION_ENV.apiId);
  const sessionToken = env.AWS_SESSION_TOKEN;
  return {
    apiId,
    siteBucket: required(env, API_KEY_ROTATION_ENV.siteBucket),
    runtimeConfig: runtimeConfig(required(env, API_KEY_ROTATION_ENV.runtimeConfig)),
    appSync: {
      apiId,
      region: required(env, 'AWS_REGION'),
      credentials: {
        accessKeyId: required(env, 'AWS_ACCESS_KEY_ID'),
        secretAccessKey: required(env, 'AWS_SECRET_ACCESS_KEY'),
        ...(sessionToken ? { sessionToken } : {}),
      },
      ...(env.AWS_ENDPOINT_URL_APPSYNC ? { endpoint: env.AWS_ENDPOINT_URL_APPSYNC } : {}),
    },
  };
}
