// The private files bucket: the referral document under public/, staff photos under public/staff/, the
// public lists under public/lists/, photo uploads staged under uploads/staff/ until the files
// handler has checked and published them, and referral attachments under private/referrals/ and
// applicants' CVs under private/applications/, which nothing serves. Browsers never get AWS credentials; they use presigned URLs from the files
// handler, so the bucket only needs CORS for those requests and a read grant for CloudFront on
// staff photos, the public lists and the referral document (its plain link).

import { mkdirSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { Aws, Duration, Fn, RemovalPolicy, Stage } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { PUBLIC_LISTS_PREFIX } from '../../schema/contract/publicLists';
import {
  REFERRAL_DOCUMENT_CONTENT_TYPE,
  REFERRAL_DOCUMENT_KEY,
} from '../../schema/contract/referralDocument';
import {
  APPLICATION_CHECKED_PREFIX,
  APPLICATION_UPLOAD_PREFIX,
  FILES_BUCKET_CORS,
  REFERRAL_CHECKED_PREFIX,
  REFERRAL_UPLOAD_PREFIX,
  STAFF_PHOTO_PREFIX,
  STAFF_PHOTO_UPLOAD_PREFIX,
} from '../../schema/contract/storage';
import type { DeploymentHandler } from './deployments';

export interface StorageProps {
  logBucket: IBucket;
  deployments: DeploymentHandler;
  /** The referral document (.docx) deployed at REFERRAL_DOCUMENT_KEY. */
  referralDocument: Buffer;
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
      lifecycleRules: [
        // Cancelled or abandoned photo uploads leave parts that are billed until aborted.
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Uploads are staged until completeStaffPhotoUpload checks and publishes them; one never
        // completed is removed the next day.
        { prefix: STAFF_PHOTO_UPLOAD_PREFIX, expiration: Duration.days(1) },
        // Referral attachments a visitor uploaded or had checked but never sent with a referral.
        { prefix: REFERRAL_UPLOAD_PREFIX, expiration: Duration.days(1) },
        { prefix: REFERRAL_CHECKED_PREFIX, expiration: Duration.days(1) },
        // CVs an applicant uploaded or had checked but never sent with an application.
        { prefix: APPLICATION_UPLOAD_PREFIX, expiration: Duration.days(1) },
        { prefix: APPLICATION_CHECKED_PREFIX, expiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.deployReferralDocument(props);
  }

  /** Allows presigned uploads (PUT, multipart parts) and the form's blob GET from the site. */
  allowBrowserAccessFrom(origins: string[]): void {
    this.bucket.addCorsRule({
      allowedOrigins: origins,
      allowedMethods: FILES_BUCKET_CORS.allowedMethods.map((method) => HttpMethods[method]),
      allowedHeaders: [...FILES_BUCKET_CORS.allowedHeaders],
      exposedHeaders: [...FILES_BUCKET_CORS.exposedHeaders],
      maxAge: FILES_BUCKET_CORS.maxAgeSeconds,
    });
  }

  /**
   * Lets the distribution read staff photos, the public lists and the referral document, and nothing
   * else in the bucket.
   */
  allowDistributionRead(distribution: IDistribution): void {
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [
          ...[STAFF_PHOTO_PREFIX, PUBLIC_LISTS_PREFIX].map((prefix) =>
            this.bucket.arnForObjects(`${prefix}*`),
          ),
          this.bucket.arnForObjects(REFERRAL_DOCUMENT_KEY),
        ],
        conditions: { StringEquals: { 'AWS:SourceArn': distribution.distributionArn } },
      }),
    );
  }

  private deployReferralDocument(props: StorageProps): void {
    // BucketDeployment takes a directory, so the generated form is staged under cdk.out.
    const staging = posix.join(Stage.of(this)?.outdir ?? 'cdk.out', 'referral-form');
    mkdirSync(staging, { recursive: true });
    writeFileSync(
      posix.join(staging, posix.basename(REFERRAL_DOCUMENT_KEY)),
      props.referralDocument,
    );
    const asset = new Asset(this, 'ReferralFormAsset', { path: staging });
    const prefix = posix.dirname(REFERRAL_DOCUMENT_KEY);

    // This bucket also holds the staff photos: the deployment may read its one uploaded asset and
    // write the one form key, nothing else (no delete, so prune stays off).
    const role = new Role(this, 'ReferralFormDeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Deploys the referral form to ${REFERRAL_DOCUMENT_KEY} in the files bucket.`,
    });
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [asset.bucket.arnForObjects(asset.s3ObjectKey)],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [this.bucket.arnForObjects(REFERRAL_DOCUMENT_KEY)],
      }),
    );
    // `aws s3 sync` lists the destination prefix to compare before it uploads.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [this.bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': `${prefix}/*` } },
      }),
    );

    const deployment = new BucketDeployment(this, 'ReferralForm', {
      ...props.deployments.dedicatedDeploymentProps(role),
      sources: [Source.bucket(asset.bucket, asset.s3ObjectKey)],
      destinationBucket: this.bucket,
      destinationKeyPrefix: prefix,
      contentType: REFERRAL_DOCUMENT_CONTENT_TYPE,
      // Never prune: the same prefix holds the staff photos.
      prune: false,
    });
    deployment.node.addDependency(role);
  }
}
