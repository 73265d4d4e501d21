// The public lists in the cloud stack: CloudFront serves public/lists/* from the files bucket,
// revalidated on every request; only the distribution reads them; each deployment republishes them
// through the handlers; an alarm reports a publish that failed after its retries.

import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS } from '../../lambdas/resolverMap';
import { METRIC_NAMESPACE } from '../../lib/cloud/monitoring';
import { PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT } from '../../schema/contract/handlerLogs';
import {
  cfnText,
  defaultSynthesis,
  logicalId,
  type Statement,
  type SynthesizedSite,
} from './synth';

let site: SynthesizedSite;

beforeAll(async () => {
  site = await defaultSynthesis();
});

const publishing = HANDLERS.filter((handler) => handler.publicList);
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function distributionConfig() {
  const [distribution] = Object.values(
    site.template.findResources('AWS::CloudFront::Distribution'),
  );
  return distribution?.Properties.DistributionConfig as {
    Origins: { Id: string; DomainName: unknown }[];
    DefaultCacheBehavior: { TargetOriginId: string };
    CacheBehaviors: {
      PathPattern: string;
      TargetOriginId: string;
      CachePolicyId: unknown;
      Compress: boolean;
      AllowedMethods: string[];
    }[];
  };
}

describe('CloudFront', () => {
  it('serves public/lists/* from the files bucket, compressed, GET and HEAD only', () => {
    const config = distributionConfig();
    const lists = config.CacheBehaviors.find((b) => b.PathPattern === 'public/lists/*');
    const photos = config.CacheBehaviors.find((b) => b.PathPattern === 'public/staff/*');
    expect(lists).toBeDefined();
    expect(lists?.TargetOriginId).toBe(photos?.TargetOriginId);
    expect(lists?.TargetOriginId).not.toBe(config.DefaultCacheBehavior.TargetOriginId);
    expect(lists?.Compress).toBe(true);
    expect(lists?.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(lists?.CachePolicyId).toEqual({
      Ref: logicalId(site.stack, 'Hosting/PublicListsCache'),
    });
  });

  it('follows the publisher’s Cache-Control (revalidate each time), with a one-minute ceiling', () => {
    site.template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: 60,
        ParametersInCacheKeyAndForwardedToOrigin: {
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
        },
      },
    });
  });

  it('may read the public lists, staff photos and the referral document in the files bucket, nothing else', () => {
    const policies = Object.values(site.template.findResources('AWS::S3::BucketPolicy')).filter(
      (policy) =>
        cfnText(policy.Properties.Bucket) === `<${logicalId(site.stack, 'Storage/FilesBucket')}>`,
    );
    const reads = policies
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[])
      .filter((statement) => statement.Effect === 'Allow');
    expect(reads).toHaveLength(1);
    const bucketArn = `<${logicalId(site.stack, 'Storage/FilesBucket')}.Arn>`;
    expect((reads[0]?.Resource as unknown[]).map(cfnText).sort()).toEqual([
      `${bucketArn}/public/lists/*`,
      `${bucketArn}/public/referral-form.docx`,
      `${bucketArn}/public/staff/*`,
    ]);
    expect(reads[0]?.Action).toBe('s3:GetObject');
  });
});

describe('deployments', () => {
  it.each(publishing.map((h) => [h.name, h.publicList] as const))(
    'republish the %s handler’s %s list through the handler itself',
    (name) => {
      const functionRef = { Ref: logicalId(site.stack, `Functions/${pascal(name)}Function`) };
      // The function's current version: a new one, so a new run, whenever its code changes.
      const versions = Object.entries(site.template.findResources('AWS::Lambda::Version'))
        .filter(([, version]) => cfnText(version.Properties.FunctionName) === cfnText(functionRef))
        .map(([id]) => `<${id}>`);
      expect(versions).toHaveLength(1);
      const triggers = Object.values(site.template.findResources('Custom::Trigger'));
      const mine = triggers.filter((trigger) =>
        versions.includes(cfnText(trigger.Properties.HandlerArn)),
      );
      expect(mine).toHaveLength(1);
      expect(mine[0]?.Properties.InvocationType).toBe('RequestResponse');
    },
  );
});

describe('alarm', () => {
  it.each(publishing.map((h) => [h.name] as const))(
    '%s: counts "publish failed" log lines and alarms on the first',
    (name) => {
      site.template.hasResourceProperties('AWS::Logs::MetricFilter', {
        LogGroupName: { Ref: logicalId(site.stack, `Functions/${pascal(name)}Logs`) },
        FilterPattern: `{ $.message = "${PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT}" }`,
        MetricTransformations: [
          {
            MetricNamespace: METRIC_NAMESPACE,
            MetricName: `${name}PublishFailures`,
            MetricValue: '1',
          },
        ],
      });
      const alarms = Object.values(site.template.findResources('AWS::CloudWatch::Alarm')).map(
        (alarm) => alarm.Properties as Record<string, unknown>,
      );
      expect(alarms).toContainEqual(
        expect.objectContaining({
          Namespace: METRIC_NAMESPACE,
          MetricName: `${name}PublishFailures`,
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          AlarmActions: [{ Ref: logicalId(site.stack, 'Monitoring/AlarmTopic') }],
        }),
      );
    },
  );
});
