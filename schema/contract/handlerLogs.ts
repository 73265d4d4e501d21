// What the handlers write to their logs that the cloud stack watches. Each is the `message` of a
// JSON log entry (lambdas/shared/log.ts) that a metric filter matches on that field and an alarm
// reports (lib/cloud/monitoring.ts): first the entry logged before every InternalError answer
// (lambdas/shared/errors.ts).

export const UNEXPECTED_ERROR_LOG_TEXT = 'Unexpected resolver error';

/** The CloudWatch namespace of the metrics the stack reads from the functions' logs. */
export const METRIC_NAMESPACE = 'NdisSite';

/**
 * The entry logged when a write could not publish its public list (schema/contract/publicLists.ts)
 * after every retry, and was undone; a metric filter counts it and an alarm reports it.
 */
export const PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT = 'Public list publish failed';
