// One private bucket collecting S3 server access logs (site and files buckets) and CloudFront
// standard logs, kept LOG_RETENTION_DAYS (as the functions' logs): enough to investigate abuse
// without hoarding visitors' IPs.

import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { LOG_RETENTION_DAYS } from '../../schema/contract/logRetention';

export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes through object ACLs, which BucketOwnerEnforced disables.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(LOG_RETENTION_DAYS) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log destination itself; logging its own access into itself would ' +
        'loop, and a second log bucket would only move the finding.',
    });
  }
}
