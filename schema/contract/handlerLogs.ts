// What the handlers write to their logs that the cloud stack watches: the line logged before every
// InternalError answer (lambdas/shared/errors.ts), which a metric filter counts and an alarm reports
// (lib/cloud/monitoring.ts).

export const UNEXPECTED_ERROR_LOG_TEXT = 'Unexpected resolver error';

/** The CloudWatch namespace of the metrics the stack reads from the functions' logs. */
export const METRIC_NAMESPACE = 'NdisSite';
