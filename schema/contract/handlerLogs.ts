// What the handlers write to their logs that the cloud stack watches: the line logged before every
// InternalError answer (lambdas/shared/errors.ts), which a metric filter counts and an alarm reports
// (lib/cloud/monitoring.ts).

export const UNEXPECTED_ERROR_LOG_TEXT = 'Unexpected resolver error';

/** The CloudWatch namespace of the metrics the stack reads from the functions' logs. */
export const METRIC_NAMESPACE = 'NdisSite';

/**
 * The line logged when a write could not publish its public list (schema/contract/publicLists.ts)
 * after every retry, and was undone; a metric filter counts it and an alarm reports it.
 */
export const PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT = 'Public list publish failed';
