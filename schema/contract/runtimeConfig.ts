// The shape of /config.json: written in the cloud by the API key rotation (lambdas/apiKeys, which the
// CDK stack runs on deploy and daily) and served by the local stack (lib/local/site/runtime-config.ts),
// read by the frontend at run time, so one build runs against any deployment.
import type { StaffMfa } from './staffMfa';

/** The object key of /config.json in the site bucket. */
export const RUNTIME_CONFIG_KEY = 'config.json';

export interface RuntimeConfig {
  region: string;
  graphqlUrl: string;
  /** AppSync API key for the public pages. */
  apiKey: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The local Cognito stand-in's URL; null in AWS, where the SDK's default endpoint is right. */
  cognitoEndpoint: string | null;
  /** Whether staff may (optional) or must (required) sign in with an authenticator app's code. */
  staffMfa: StaffMfa;
}
