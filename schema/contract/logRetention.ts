// How long the technical logs are kept (CloudFront and S3 access logs, the functions' and the API's
// logs), in days: the cloud stack sets it and /privacy quotes it. 90 is one of the periods
// CloudWatch Logs accepts (RetentionDays.THREE_MONTHS).

export const LOG_RETENTION_DAYS = 90;
