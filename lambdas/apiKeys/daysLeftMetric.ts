// The published key's days left as a CloudWatch metric, written as one log line in the embedded
// metric format: CloudWatch extracts it from the function's log, so no PutMetricData call or
// permission is needed. lib/cloud/api-key-rotation.ts alarms on it.

import { API_KEY_DAYS_LEFT_METRIC } from '../../schema/contract/apiKeyRotation';

export function daysLeftMetricLine(daysLeft: number, at: Date): string {
  const { namespace, name } = API_KEY_DAYS_LEFT_METRIC;
  return JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [{ Namespace: namespace, Dimensions: [[]], Metrics: [{ Name: name }] }],
    },
    [name]: daysLeft,
  });
}
