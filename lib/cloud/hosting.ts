// The website: a private S3 bucket behind CloudFront (Origin Access Control), with the prerendered
// pages' URL rewrite, a 404 page, staff photos and the public lists served from the files bucket,
// and security headers.
// CloudFront is global; the only us-east-1 piece is the optional ACM certificate, created there by
// the provider and passed in by ARN, so everything stays in this one stack.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Token } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { REGION } from '../../schema/contract/region';
import { acknowledge } from './nag';
import { JOB_PAGES_PATH } from '../../schema/contract/jobPages';
import { PUBLIC_LISTS_PREFIX } from '../../schema/contract/publicLists';
import { REFERRAL_DOCUMENT_KEY } from '../../schema/contract/referralDocument';
import { STAFF_PHOTO_PREFIX } from '../../schema/contract/storage';
import {
  contentSecurityPolicy as sharedContentSecurityPolicy,
  FRAME_OPTIONS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
  type SecurityHeaderSources,
} from '../security-headers/headers';

export const REWRITE_FUNCTION_PATH = fileURLToPath(
  new URL('../runtimes/cloudfront/rewrite.js', import.meta.url),
);
export const PAGE_STATUS_FUNCTION_PATH = fileURLToPath(
  new URL('../runtimes/cloudfront/page-status.js', import.meta.url),
);
export const NOT_FOUND_PAGE = '/404.html';

export interface HostingProps {
  logBucket: IBucket;
  /** The files bucket's name as a plain expression (see Storage.bucketName for why). */
  filesBucketName: string;
  graphqlUrl: string;
  /** 'sha256-…' sources for inline scripts in the built pages (lib/security-headers). */
  inlineScriptHashes: string[];
  customDomain?: { domainName: string; certificateArn: string };
}

/** CloudFront refuses a response headers policy whose Content-Security-Policy is longer. */
export const CSP_MAX_LENGTH = 1783;

/** The longest values the CSP's deploy-time references can take. */
const WORST_CASE = {
  // AppSync API ids are 26 characters.
  graphqlUrl: `https://${'x'.repeat(26)}.appsync-api.${REGION}.amazonaws.com/graphql`,
  // S3's longest bucket name.
  filesBucketName: 'x'.repeat(63),
};

interface CspSources {
  graphqlUrl: string;
  filesBucketName: string;
  inlineScriptHashes: string[];
}

/** The cloud's endpoints the browser calls, as the shared definition takes them. */
function cloudHeaderSources(props: CspSources): SecurityHeaderSources {
  return {
    graphqlUrl: props.graphqlUrl,
    cognitoOrigin: `https://cognito-idp.${REGION}.amazonaws.com`,
    filesOrigin: `https://${props.filesBucketName}.s3.${REGION}.amazonaws.com`,
    inlineScriptHashes: props.inlineScriptHashes,
  };
}

/**
 * The Content-Security-Policy of lib/security-headers for the cloud's endpoints.
 *
 * Each inline script of the built pages adds a hash, so the policy grows with the frontend. Its
 * real length is only known at deploy time: throw here, at synth, if the longest it can become
 * exceeds CloudFront's limit, rather than half-way through a deploy.
 */
export function contentSecurityPolicy(props: CspSources): string {
  const longest = sharedContentSecurityPolicy(
    cloudHeaderSources({
      ...props,
      graphqlUrl: Token.isUnresolved(props.graphqlUrl) ? WORST_CASE.graphqlUrl : props.graphqlUrl,
      filesBucketName: Token.isUnresolved(props.filesBucketName)
        ? WORST_CASE.filesBucketName
        : props.filesBucketName,
    }),
  ).length;
  if (longest > CSP_MAX_LENGTH) {
    throw new Error(
      `The Content-Security-Policy can reach ${longest} characters, over CloudFront's limit of ` +
        `${CSP_MAX_LENGTH}: the built pages have ${props.inlineScriptHashes.length} distinct ` +
        'inline scripts, each allowed by its hash. Move inline scripts into files, or make ' +
        'pages share one.',
    );
  }
  return sharedContentSecurityPolicy(cloudHeaderSources(props));
}

/** The member of a CDK string enum whose value is `value` (the shared definition's plain text). */
function enumMember<T extends string>(members: Record<string, T>, value: string): T {
  const member = Object.values(members).find((candidate) => candidate === value);
  if (member === undefined) {
    throw new Error(`CloudFront's response headers policy has no setting "${value}".`);
  }
  return member;
}

export class Hosting extends Construct {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  /** Origins the site is served from (CORS of the files bucket allows exactly these). */
  readonly siteOrigins: string[];

  constructor(scope: Construct, id: string, props: HostingProps) {
    super(scope, id);

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const rewrite = new CloudFrontFunction(this, 'RewriteFunction', {
      comment: 'Serves /x and /x/ from /x/index.html (prerendered routes).',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(readFileSync(REWRITE_FUNCTION_PATH, 'utf8')),
    });

    const pageStatus = new CloudFrontFunction(this, 'PageStatusFunction', {
      comment: 'Answers a closed or deleted job page with 410 (its page-status metadata).',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(readFileSync(PAGE_STATUS_FUNCTION_PATH, 'utf8')),
    });

    // Every value comes from lib/security-headers, which the local site server sends too.
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'HSTS, CSP, nosniff, referrer policy and no framing for the website.',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY.maxAgeSeconds),
          includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubdomains,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: {
          frameOption: enumMember(HeadersFrameOption, FRAME_OPTIONS),
          override: true,
        },
        referrerPolicy: {
          referrerPolicy: enumMember(HeadersReferrerPolicy, REFERRER_POLICY),
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
        ],
      },
    });

    const common: Omit<BehaviorOptions, 'origin'> = {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      compress: true,
    };

    // The files bucket is named, not referenced (Storage.bucketName); its bucket policy grants
    // this distribution read on public/staff/*, public/lists/* and the referral document only
    // (Storage.allowDistributionRead).
    const filesBucket = Bucket.fromBucketAttributes(this, 'FilesBucketRef', {
      bucketName: props.filesBucketName,
      region: REGION,
    });

    const filesOrigin = S3BucketOrigin.withOriginAccessControl(filesBucket, {
      originAccessLevels: [AccessLevel.READ],
    });
    // The lists follow the Cache-Control their publisher stores (revalidate every time, so a page
    // never shows a list older than the last write: an ETag check at S3 costs no Lambda); the
    // ceiling only matters for an object stored without one.
    const publicListsCache = new CachePolicy(this, 'PublicListsCache', {
      comment: 'Public lists: revalidated with S3 on each request, compressed.',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    const custom = props.customDomain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Website',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        ...common,
        origin: siteOrigin,
        functionAssociations: [{ function: rewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // The job pages the posts function publishes (lib/cloud/job-pages.ts): routed like every
        // page, and a gone job's page answered with 410 rather than S3's 200.
        [`${JOB_PAGES_PATH.slice(1)}*`]: {
          ...common,
          origin: siteOrigin,
          functionAssociations: [
            { function: rewrite, eventType: FunctionEventType.VIEWER_REQUEST },
            { function: pageStatus, eventType: FunctionEventType.VIEWER_RESPONSE },
          ],
        },
        [`${STAFF_PHOTO_PREFIX}*`]: { ...common, origin: filesOrigin },
        // The referral document's plain link, which downloads it without JavaScript.
        [REFERRAL_DOCUMENT_KEY]: { ...common, origin: filesOrigin },
        [`${PUBLIC_LISTS_PREFIX}*`]: {
          ...common,
          origin: filesOrigin,
          cachePolicy: publicListsCache,
        },
      },
      // Without s3:ListBucket S3 answers a missing key with 403, so both mean "not found".
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 404,
        responsePagePath: NOT_FOUND_PAGE,
        ttl: Duration.minutes(1),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableIpv6: true,
      // Australia's edge locations are only in the "All" price class.
      priceClass: PriceClass.PRICE_CLASS_ALL,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(custom
        ? {
            domainNames: [custom.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', custom.certificateArn),
            // Only settable with a custom certificate; the default one is fixed by CloudFront.
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });

    const defaultDomain = `https://${this.distribution.distributionDomainName}`;
    this.siteOrigins = custom ? [`https://${custom.domainName}`, defaultDomain] : [defaultDomain];

    acknowledge(
      this.distribution,
      'annotation::@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The files bucket is deliberately imported by name; lib/storage.ts adds its policy, ' +
        'granting this distribution s3:GetObject on public/staff/*, public/lists/* and ' +
        'the referral form only.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'No geo restriction: the provider serves Australians, who also visit from abroad, and the ' +
        'site holds nothing that is legally restricted by country.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'No WAF on CloudFront: it serves static files only (cached, nothing to inject into). The ' +
        'API, the only dynamic surface, has its own regional web ACL (lib/waf.ts); a CloudFront ' +
        'web ACL would need a second stack in us-east-1.',
    );
    if (!custom) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain CloudFront serves its *.cloudfront.net certificate, whose ' +
          'policy cannot be changed; setting domainName and certificateArn applies TLSv1.2_2021.',
      );
    }
  }
}
