// The API key rotation, run by the cloud stack on every deploy (so the first key and config.json
// exist when `cdk deploy` ends) and once a day (lib/cloud/api-key-rotation.ts). A failure is thrown:
// the deploy fails, or the function's error alarm e-mails the alert address.

import { appSyncApiKeys } from './appSyncApiKeys';
import { daysLeftMetricLine } from './daysLeftMetric';
import { log } from '../shared/log';
import { rotationEnvironment } from './environment';
import { keyLabel, rotateApiKey } from './rotation';
import { writeRuntimeConfig } from './runtimeConfigFile';

export interface RotationSummary {
  /** The first characters of the key config.json names. */
  published: string;
  expires: string;
  created: boolean;
  deleted: number;
  daysLeft: number;
}

export async function handler(): Promise<RotationSummary> {
  const env = rotationEnvironment();
  const now = new Date();
  const outcome = await rotateApiKey({
    keys: appSyncApiKeys(env.appSync),
    publish: (config) => writeRuntimeConfig(env.siteBucket, config),
    runtimeConfig: env.runtimeConfig,
    now,
  });
  console.log(daysLeftMetricLine(outcome.daysLeft, now));
  const summary: RotationSummary = {
    published: keyLabel(outcome.published.id),
    expires: new Date(outcome.published.expires * 1000).toISOString(),
    created: outcome.created,
    deleted: outcome.deleted.length,
    daysLeft: outcome.daysLeft,
  };
  log.info('Public API key checked', null, { ...summary });
  return summary;
}
