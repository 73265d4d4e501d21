// The private files bucket: the referral form under public/ and staff photos under public/staff/.
// Browsers never get AWS credentials; they use presigned URLs from the files handler, so the
// bucket only needs CORS for those requests and a read grant for CloudFront on staff photos.

import { mkdirSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { Aws, Duration, Fn, RemovalPolicy, Stage } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { REFERRAL_FORM_CONTENT_TYPE, REFERRAL_FORM_KEY } from '../lambdas/files/referralForm.js';
import { STAFF_PHOTO_PREFIX } from '../lambdas/shared/photos.js';
import type { DeploymentHandler } from './deployments.js';

export interface StorageProps {
  logBucket: IBucket;
  deployments: DeploymentHandler;
  /** The referral form (.docx) deployed at REFERRAL_FORM_KEY. */
  referralFormDocx: Buffer;
}

export class Storage extends Construct {
  readonly bucket: Bucket;
  /**
   * The bucket's name as an expression of the stack id, not a reference to the bucket. CloudFront
   * (origin, CSP) must name the bucket while the bucket's CORS names CloudFront's domain: with a
   * plain reference both ways CloudFormation would reject the template as circular.
   */
  readonly bucketName: string;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const stackUuid = Fn.select(2, Fn.split('/', Aws.STACK_ID));
    this.bucketName = Fn.join('-', ['files', stackUuid]);

    this.bucket = new Bucket(this, 'FilesBucket', {
      bucketName: this.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'files-bucket/',
      // Cancelled or abandoned photo uploads leave parts that are billed until aborted.
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.deployReferralForm(props);
  }

  /** Allows presigned uploads (PUT, multipart parts) and the form's blob GET from the site. */
  allowBrowserAccessFrom(origins: string[]): void {
    this.bucket.addCorsRule({
      allowedOrigins: origins,
      allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD],
      allowedHeaders: ['*'],
      // The upload manager reads each part's ETag to complete a multipart upload.
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }

  /** Lets the distribution read staff photos, and nothing else in the bucket. */
  allowDistributionRead(distribution: IDistribution): void {
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${STAFF_PHOTO_PREFIX}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': distribution.distributionArn } },
      }),
    );
  }

  private deployReferralForm(props: StorageProps): void {
    // BucketDeployment takes a directory, so the generated form is staged under cdk.out.
    const staging = posix.join(Stage.of(this)?.outdir ?? 'cdk.out', 'referral-form');
    mkdirSync(staging, { recursive: true });
    writeFileSync(posix.join(staging, posix.basename(REFERRAL_FORM_KEY)), props.referralFormDocx);
    new BucketDeployment(this, 'ReferralForm', {
      ...props.deployments.deploymentProps,
      sources: [Source.asset(staging)],
      destinationBucket: this.bucket,
      destinationKeyPrefix: posix.dirname(REFERRAL_FORM_KEY),
      contentType: REFERRAL_FORM_CONTENT_TYPE,
      // Never prune: the same prefix holds the staff photos.
      prune: false,
    });
    props.deployments.acknowledgeDestination(
      this.bucket,
      'it writes only public/referral-form.docx, with prune off so staff photos are never touched',
    );
  }
}
