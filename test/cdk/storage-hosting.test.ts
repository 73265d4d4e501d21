// S3 buckets (private, encrypted, SSL only, logged), the files bucket's CORS and lifecycle,
// CloudFront (OAC, URL rewrite, 404 page, staff photos, security headers) and what is deployed into
// the buckets: the site and the referral document.

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Aws, Fn, Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_DOCUMENT_KEY } from '../../schema/contract/referralDocument';
import { inlineScriptHashes } from '../../lib/security-headers/inline-script-hashes';
import {
  contentSecurityPolicy,
  CSP_MAX_LENGTH,
  Hosting,
  PAGE_STATUS_FUNCTION_PATH,
  REWRITE_FUNCTION_PATH,
} from '../../lib/cloud/hosting';
import { GONE_STATUS, PAGE_STATUS_METADATA } from '../../schema/contract/jobPages';
import {
  actionsOf,
  cfnText,
  defaultSynthesis,
  FIXTURE_DIST,
  logicalId,
  roleStatements,
  type SynthesizedSite,
} from './synth';
import { JOB_PAGE_KEY_PATTERN, JOBS_SITEMAP_KEY } from '../../schema/contract/jobPages';

let site: SynthesizedSite;
let ids: Record<'files' | 'site' | 'logs' | 'distribution', string>;

beforeAll(async () => {
  site = await defaultSynthesis();
  ids = {
    files: logicalId(site.stack, 'Storage/FilesBucket'),
    site: logicalId(site.stack, 'Hosting/SiteBucket'),
    logs: logicalId(site.stack, 'AccessLogs/Bucket'),
    distribution: logicalId(site.stack, 'Hosting/Distribution'),
  };
});

interface DistributionConfig {
  Origins: { Id: string; DomainName: unknown; OriginAccessControlId: unknown }[];
  DefaultCacheBehavior: Record<string, unknown>;
  CacheBehaviors: Record<string, unknown>[];
  CustomErrorResponses: unknown[];
}

interface Deployment {
  SourceBucketNames?: unknown[];
  SourceObjectKeys: string[];
  SourceMarkers?: Record<string, unknown>[];
}

/** A resource of the template, as parsed JSON. */
function resource(id: string) {
  return site.template.toJSON().Resources[id];
}

function bucketPolicyStatements(bucketId: string): Record<string, unknown>[] {
  const policies = Object.values(site.template.findResources('AWS::S3::BucketPolicy')).filter(
    (policy) => policy.Properties.Bucket.Ref === bucketId,
  );
  expect(policies).toHaveLength(1);
  return policies[0]?.Properties.PolicyDocument.Statement;
}

function sourceArn(statement: Record<string, unknown> | undefined): string {
  const condition = statement?.Condition as { StringEquals: Record<string, unknown> };
  return cfnText(condition.StringEquals['AWS:SourceArn']);
}

const distributionDomain = () => ({ 'Fn::GetAtt': [ids.distribution, 'DomainName'] });

describe('buckets', () => {
  it.each(['files', 'site', 'logs'] as const)(
    '%s bucket: public access blocked, encrypted, SSL enforced by its policy, retained',
    (which) => {
      const bucket = resource(ids[which]);
      expect(bucket).toMatchObject({ DeletionPolicy: 'Retain' });
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
          ],
        },
      });
      expect(bucketPolicyStatements(ids[which])).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Principal: { AWS: '*' },
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    },
  );

  it.each(['files', 'site'] as const)('%s bucket logs its access to the log bucket', (which) => {
    expect(resource(ids[which]).Properties.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: ids.logs },
      LogFilePrefix: `${which}-bucket/`,
    });
  });

  it('aborts incomplete multipart uploads and expires never-completed staged uploads after a day', () => {
    expect(resource(ids.files).Properties.LifecycleConfiguration).toEqual({
      Rules: [
        { AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
        { ExpirationInDays: 1, Prefix: 'uploads/staff/', Status: 'Enabled' },
        { ExpirationInDays: 1, Prefix: 'private/referrals/uploads/', Status: 'Enabled' },
        { ExpirationInDays: 1, Prefix: 'private/referrals/checked/', Status: 'Enabled' },
        { ExpirationInDays: 1, Prefix: 'private/applications/uploads/', Status: 'Enabled' },
        { ExpirationInDays: 1, Prefix: 'private/applications/checked/', Status: 'Enabled' },
      ],
    });
  });

  it('allows presigned uploads from the site origin only, exposing ETag', () => {
    expect(resource(ids.files).Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedOrigins: [{ 'Fn::Join': ['', ['https://', distributionDomain()]] }],
          AllowedMethods: ['GET', 'PUT', 'HEAD'],
          AllowedHeaders: ['*'],
          ExposedHeaders: ['ETag'],
          MaxAge: 3000,
        },
      ],
    });
  });

  it('lets CloudFront read staff photos, the public lists and the referral document, nothing else', () => {
    const cloudFront = bucketPolicyStatements(ids.files).filter(
      (statement) => statement.Effect === 'Allow',
    );
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]).toMatchObject({
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: 's3:GetObject',
      // CDK's minimizePolicies sorts the resources.
      Resource: ['/public/lists/*', '/public/referral-form.docx', '/public/staff/*'].map(
        (prefix) => ({
          'Fn::Join': ['', [{ 'Fn::GetAtt': [ids.files, 'Arn'] }, prefix]],
        }),
      ),
    });
    expect(sourceArn(cloudFront[0])).toMatch(new RegExp(`:distribution/<${ids.distribution}>$`));
  });

  it('lets CloudFront (this distribution only) read the site bucket', () => {
    const allows = bucketPolicyStatements(ids.site).filter((s) => s.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0]).toMatchObject({
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: 's3:GetObject',
    });
    expect(sourceArn(allows[0])).toMatch(new RegExp(`:distribution/<${ids.distribution}>$`));
  });
});

describe('distribution', () => {
  const config = () =>
    resource(ids.distribution).Properties.DistributionConfig as DistributionConfig;

  it('reaches both buckets through Origin Access Control', () => {
    site.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    site.template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    const origins = config().Origins;
    expect(origins.map((origin) => cfnText(origin.DomainName)).sort()).toEqual(
      [
        `<${ids.site}.RegionalDomainName>`,
        expect.stringMatching(/^files-.*\.s3\.ap-southeast-2\.amazonaws\.com$/),
      ].sort(),
    );
    for (const origin of origins) {
      expect(origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
    }
  });

  it('rewrites routes with a viewer-request function on the default behaviour', () => {
    site.template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: readFileSync(REWRITE_FUNCTION_PATH, 'utf8'),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    expect(config().DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      FunctionAssociations: [
        {
          EventType: 'viewer-request',
          FunctionARN: {
            'Fn::GetAtt': [logicalId(site.stack, 'Hosting/RewriteFunction'), 'FunctionARN'],
          },
        },
      ],
      ResponseHeadersPolicyId: { Ref: logicalId(site.stack, 'Hosting/SecurityHeaders') },
    });
  });

  it('routes the job pages like every page and answers a gone one with its page status', () => {
    site.template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: readFileSync(PAGE_STATUS_FUNCTION_PATH, 'utf8'),
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    const behaviors = config().CacheBehaviors.filter(
      (behavior) => behavior.PathPattern === 'opportunities/*',
    );
    expect(behaviors).toHaveLength(1);
    const functionArn = (id: string) => ({
      'Fn::GetAtt': [logicalId(site.stack, `Hosting/${id}`), 'FunctionARN'],
    });
    expect(behaviors[0]).toMatchObject({
      TargetOriginId: config().DefaultCacheBehavior.TargetOriginId,
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: { Ref: logicalId(site.stack, 'Hosting/SecurityHeaders') },
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: functionArn('RewriteFunction') },
        { EventType: 'viewer-response', FunctionARN: functionArn('PageStatusFunction') },
      ],
    });
  });

  // The other behaviour serves public/lists/* (test/cdk/public-lists.test.ts).
  it.each(['public/staff/*', 'public/referral-form.docx'])(
    'serves %s from the files bucket, with the same headers, no rewrite',
    (pattern) => {
      const behaviors = config().CacheBehaviors.filter(
        (behavior) => behavior.PathPattern === pattern,
      );
      expect(behaviors).toHaveLength(1);
      expect(behaviors[0]).toMatchObject({
        PathPattern: pattern,
        ViewerProtocolPolicy: 'redirect-to-https',
        ResponseHeadersPolicyId: { Ref: logicalId(site.stack, 'Hosting/SecurityHeaders') },
      });
      expect(behaviors[0]).not.toHaveProperty('FunctionAssociations');
      const origins = config().Origins;
      const target = origins.find((origin) => origin.Id === behaviors[0]?.TargetOriginId);
      expect(cfnText(target?.DomainName)).toMatch(/^files-/);
    },
  );

  it('never serves private/ (referral attachments): no behaviour and no bucket grant reaches it', () => {
    /** Whether a CloudFront path pattern or an S3 ARN pattern (`*` only) matches `path`. */
    const matches = (pattern: string, path: string) =>
      new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`).test(path);
    const attachment = 'private/referrals/R-7K3Q9P/1_plan.pdf';
    const patterns = config().CacheBehaviors.map((behavior) => String(behavior.PathPattern));
    expect(patterns.filter((pattern) => matches(pattern, attachment))).toEqual([]);
    // Everything else goes to the site bucket, which holds no private/ objects.
    const defaultOrigin = config().Origins.find(
      (origin) => origin.Id === config().DefaultCacheBehavior.TargetOriginId,
    );
    expect(cfnText(defaultOrigin?.DomainName)).toBe(`<${ids.site}.RegionalDomainName>`);
    const readable = bucketPolicyStatements(ids.files)
      .filter((statement) => statement.Effect === 'Allow')
      .flatMap((statement) =>
        (Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource]).map(
          cfnText,
        ),
      );
    const filesArn = `<${ids.files}.Arn>/`;
    expect(readable.map((arn) => arn.startsWith(filesArn))).toEqual([true, true, true]);
    expect(readable.filter((arn) => matches(arn.slice(filesArn.length), attachment))).toEqual([]);
  });

  it('answers unknown paths with 404.html and status 404', () => {
    expect(config().CustomErrorResponses).toEqual(
      [403, 404].map((code) => ({
        ErrorCode: code,
        ResponseCode: 404,
        ResponsePagePath: '/404.html',
        ErrorCachingMinTTL: 60,
      })),
    );
  });

  it('speaks HTTP/2 and 3 over IPv6 too, logs to the log bucket, covers Australia', () => {
    expect(config()).toMatchObject({
      HttpVersion: 'http2and3',
      IPV6Enabled: true,
      DefaultRootObject: 'index.html',
      PriceClass: 'PriceClass_All',
      Logging: { Bucket: { 'Fn::GetAtt': [ids.logs, 'RegionalDomainName'] } },
    });
  });
});

describe('rewrite function', () => {
  const handler = new Function(
    `${readFileSync(REWRITE_FUNCTION_PATH, 'utf8')}\nreturn handler;`,
  )() as (event: { request: { uri: string } }) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it.each([
    ['/', '/index.html'],
    ['/careers', '/careers/index.html'],
    ['/careers/', '/careers/index.html'],
    ['/services/plan-management', '/services/plan-management/index.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/config.json', '/config.json'],
    ['/404.html', '/404.html'],
    ['/images/logo.svg', '/images/logo.svg'],
  ])('%s → %s', (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });
});

describe('page status function', () => {
  interface Response {
    statusCode: number;
    statusDescription?: string;
    headers: Record<string, { value: string }>;
  }
  const handler = new Function(
    `${readFileSync(PAGE_STATUS_FUNCTION_PATH, 'utf8')}\nreturn handler;`,
  )() as (event: { response: Response }) => Response;
  const marker = `x-amz-meta-${PAGE_STATUS_METADATA}`;
  const page = (headers: Response['headers']): Response => ({
    statusCode: 200,
    statusDescription: 'OK',
    headers: { 'content-type': { value: 'text/html; charset=utf-8' }, ...headers },
  });

  it('answers a page stored with the gone status as 410, without the marker', () => {
    expect(handler({ response: page({ [marker]: { value: String(GONE_STATUS) } }) })).toEqual({
      statusCode: 410,
      statusDescription: 'Gone',
      headers: { 'content-type': { value: 'text/html; charset=utf-8' } },
    });
  });

  it('leaves an open job’s page (no marker) as S3 answered it', () => {
    expect(handler({ response: page({}) })).toEqual(page({}));
  });

  it('drops a marker naming any other status and keeps 200', () => {
    expect(handler({ response: page({ [marker]: { value: '302' } }) })).toEqual(page({}));
  });
});

describe('security headers', () => {
  const policy = () =>
    resource(logicalId(site.stack, 'Hosting/SecurityHeaders')).Properties
      .ResponseHeadersPolicyConfig.SecurityHeadersConfig;

  it('sends HSTS, nosniff, a strict referrer policy and forbids framing', () => {
    expect(policy()).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 63072000,
        IncludeSubdomains: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('has a CSP for the SPA: own scripts (+ inline hashes), AppSync, Cognito, S3 uploads', () => {
    const csp = cfnText(policy().ContentSecurityPolicy.ContentSecurityPolicy);
    const directives = Object.fromEntries(
      csp.split('; ').map((directive) => {
        const [name = '', ...values] = directive.split(' ');
        return [name, values];
      }),
    );
    const hashes = inlineScriptHashes(FIXTURE_DIST);
    // Two pages share one inline script; the JSON-LD block is data, not script.
    expect(hashes).toHaveLength(1);
    expect(directives).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...hashes],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(directives['connect-src']).toEqual([
      "'self'",
      `<${logicalId(site.stack, 'Api/GraphqlApi')}.GraphQLUrl>`,
      'https://cognito-idp.ap-southeast-2.amazonaws.com',
      expect.stringMatching(/^https:\/\/files-.*\.s3\.ap-southeast-2\.amazonaws\.com$/),
    ]);
  });

  describe('length', () => {
    /** Deploy-time references, as the stack passes them. */
    const references = {
      graphqlUrl: Fn.getAtt('Api', 'GraphQLUrl').toString(),
      filesBucketName: Fn.join('-', ['files', Aws.STACK_NAME]),
    };
    /** The references at their longest: a 26-character AppSync id, a 63-character bucket. */
    const longest = {
      graphqlUrl: `https://${'a'.repeat(26)}.appsync-api.ap-southeast-2.amazonaws.com/graphql`,
      filesBucketName: 'b'.repeat(63),
    };
    let manyScripts: string;
    let hashes: string[];

    beforeAll(() => {
      manyScripts = mkdtempSync(join(tmpdir(), 'csp-fixture-'));
      const scripts = Array.from({ length: 40 }, (_, i) => `<script>window.n=${i}</script>`);
      writeFileSync(
        join(manyScripts, 'index.html'),
        `<html><body>${scripts.join('')}</body></html>`,
      );
      hashes = inlineScriptHashes(manyScripts);
    });
    afterAll(() => rmSync(manyScripts, { recursive: true, force: true }));

    it('refuses at synth a policy CloudFront would reject (pages with many inline scripts)', () => {
      expect(hashes).toHaveLength(40);
      const stack = new Stack();
      expect(
        () =>
          new Hosting(stack, 'Hosting', {
            logBucket: new Bucket(stack, 'Logs'),
            ...references,
            inlineScriptHashes: hashes,
          }),
      ).toThrow(/can reach \d+ characters, over CloudFront's limit of 1783: .* 40 distinct inline/);
    });

    it("counts the deploy-time references at their longest, up to CloudFront's limit", () => {
      const policy = (sources: typeof references, count: number) =>
        contentSecurityPolicy({ ...sources, inlineScriptHashes: hashes.slice(0, count) });
      const fits = (sources: typeof references, count: number) => {
        try {
          return policy(sources, count).length > 0;
        } catch {
          return false;
        }
      };
      // The most hashes that fit with the longest URL and bucket name.
      const most = hashes.findIndex((_, i) => !fits(longest, i + 1));
      expect(most).toBeGreaterThan(0);
      expect(policy(longest, most).length).toBeLessThanOrEqual(CSP_MAX_LENGTH);

      expect(fits(references, most)).toBe(true);
      // One more fits with the references' short placeholders, but not with their real values.
      expect(() => policy(references, most + 1)).toThrow(/CloudFront's limit/);
    });
  });
});

describe('deployments', () => {
  function deployments(): Record<string, Deployment> {
    return Object.fromEntries(
      Object.entries(site.template.findResources('Custom::CDKBucketDeployment')).map(
        ([id, value]) => [id, value.Properties as Deployment],
      ),
    );
  }
  const byPath = (path: string) => {
    const id = Object.keys(deployments()).find((key) => key.startsWith(path.replaceAll('/', '')));
    if (!id) throw new Error(`no deployment ${path}`);
    return deployments()[id] as Deployment;
  };
  const assetDir = (objectKey: string) =>
    join(site.app.outdir, `asset.${objectKey.replace(/\.zip$/, '')}`);

  it('deploys pages with invalidation, keeping config.json, hashed assets cached for a year', () => {
    const pages = byPath('SiteDeployment/Pages');
    // config.json is the key rotation's (test/cdk/api-key-rotation.test.ts) and the job pages the
    // posts function's (test/cdk/job-pages.test.ts): pruning keeps them.
    expect(pages).toMatchObject({
      DestinationBucketName: { Ref: ids.site },
      Exclude: ['assets/*', 'config.json', JOB_PAGE_KEY_PATTERN, JOBS_SITEMAP_KEY],
      Prune: true,
      DistributionId: { Ref: ids.distribution },
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=0, s-maxage=86400, must-revalidate' },
    });
    const build = readdirSync(assetDir(pages.SourceObjectKeys[0] ?? ''), {
      recursive: true,
    });
    expect(build).toEqual(expect.arrayContaining(['index.html', '404.html', 'about/index.html']));
    expect(byPath('SiteDeployment/Assets')).toMatchObject({
      DestinationBucketName: { Ref: ids.site },
      Exclude: ['*'],
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('deploys the referral document on a handler of its own, allowed to write only the document', () => {
    const resources = site.template.toJSON().Resources;
    const handlerOf = (id: string) => resources[id].Properties.ServiceToken['Fn::GetAtt'][0];
    const roleOf = (id: string) => resources[handlerOf(id)].Properties.Role['Fn::GetAtt'][0];
    const formId = Object.keys(deployments()).find((key) => key.startsWith('StorageReferralForm'));
    const siteIds = Object.keys(deployments()).filter((key) => key.startsWith('SiteDeployment'));
    const roleId = logicalId(site.stack, 'Storage/ReferralFormDeploymentRole');
    expect(roleOf(formId ?? '')).toBe(roleId);
    for (const id of siteIds) expect(handlerOf(id)).not.toBe(handlerOf(formId ?? ''));

    const form = byPath('Storage/ReferralForm');
    const files = `<${ids.files}.Arn>`;
    const lines = roleStatements(site.template, roleId).flatMap((statement) =>
      actionsOf(statement).map(
        (action) =>
          `${action} on ${cfnText(statement.Resource)}` +
          (statement.Condition ? ` if ${JSON.stringify(statement.Condition)}` : ''),
      ),
    );
    expect(lines.sort()).toEqual(
      [
        `logs:CreateLogStream on <${logicalId(site.stack, 'Deployments/Logs')}.Arn>`,
        `logs:PutLogEvents on <${logicalId(site.stack, 'Deployments/Logs')}.Arn>`,
        // The one uploaded asset, not the whole CDK asset bucket.
        `s3:GetObject on arn:aws:s3:::${cfnText(form.SourceBucketNames?.[0])}/${form.SourceObjectKeys[0]}`,
        `s3:PutObject on ${files}/${REFERRAL_DOCUMENT_KEY}`,
        `s3:ListBucket on ${files} if {"StringLike":{"s3:prefix":"public/*"}}`,
      ].sort(),
    );
    // The site deployments' role reaches nothing in the files bucket.
    const shared = roleStatements(site.template, logicalId(site.stack, 'Deployments/Role'));
    expect(JSON.stringify(shared)).not.toContain(ids.files);
    // CDK's grants are dropped, so the deployment must wait for this policy itself.
    expect(resources[formId ?? ''].DependsOn).toContain(
      logicalId(site.stack, 'Storage/ReferralFormDeploymentRole/DefaultPolicy'),
    );
  });

  it('deploys the referral document to public/ without pruning staff photos', () => {
    const form = byPath('Storage/ReferralForm');
    expect(form).toMatchObject({
      DestinationBucketName: { Ref: ids.files },
      DestinationBucketKeyPrefix: 'public',
      Prune: false,
    });
    const file = join(
      assetDir(form.SourceObjectKeys[0] ?? ''),
      REFERRAL_DOCUMENT_KEY.slice('public/'.length),
    );
    // A .docx is a ZIP archive.
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
