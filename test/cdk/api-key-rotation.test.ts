// The public API key's rotation in the template: synthesised with the clock five years ahead (no date
// in the stack may depend on it), the function and what it may do, its daily schedule, the deploy
// Trigger that the site's pages wait for, and its two alarms.

import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROTATION_ENTRY } from '../../lib/cloud/api-key-rotation';
import {
  API_KEY_ALARM_DAYS_LEFT,
  API_KEY_DAYS_LEFT_METRIC,
  API_KEY_ROTATION_ENV,
} from '../../schema/contract/apiKeyRotation';
import {
  actionsOf,
  cfnText,
  defaultSynthesis,
  logicalId,
  resourcesOf,
  roleStatements,
  type SynthesizedSite,
} from './synth';

/** Well past the expiry cdk.json used to hold (2027-10-31) and past any key made today. */
const FAR_FUTURE = new Date('2031-06-01T00:00:00Z');

let site: SynthesizedSite;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: FAR_FUTURE });
  try {
    site = await defaultSynthesis();
  } finally {
    vi.useRealTimers();
  }
});

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };
const resources = () => site.template.toJSON().Resources as Record<string, Resource>;
const id = (path: string) => logicalId(site.stack, path);
const functionProps = () => resources()[id('ApiKeyRotation/Function')]!.Properties;

describe('synth', () => {
  it('synthesises years after any key date, with the Date clock faked', () => {
    expect(new Date(FAR_FUTURE).getUTCFullYear()).toBe(2031);
    expect(site.template.toJSON().Resources).toBeDefined();
  });
});

describe('the rotation function', () => {
  it('runs lambdas/apiKeys on Node.js 22 (arm64), like the GraphQL handlers', () => {
    expect(ROTATION_ENTRY).toBe('lambdas/apiKeys/handler.ts');
    expect(functionProps()).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
  });

  it('is told the API, the site bucket and config.json without a key, from the stack itself', () => {
    const variables = (functionProps().Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(cfnText(variables[API_KEY_ROTATION_ENV.apiId])).toBe(`<${id('Api/GraphqlApi')}.ApiId>`);
    expect(variables[API_KEY_ROTATION_ENV.siteBucket]).toEqual({ Ref: id('Hosting/SiteBucket') });
    const json = cfnText(variables[API_KEY_ROTATION_ENV.runtimeConfig]);
    expect(JSON.parse(json)).toEqual({
      region: 'ap-southeast-2',
      graphqlUrl: `<${id('Api/GraphqlApi')}.GraphQLUrl>`,
      userPoolId: `<${id('Auth/UserPool')}>`,
      userPoolClientId: `<${id('Auth/UserPool/WebClient')}>`,
      cognitoEndpoint: null,
      staffMfa: 'off',
    });
  });

  it('may manage this API’s keys, write config.json and its own log: nothing else', () => {
    const grants = roleStatements(site.template, id('ApiKeyRotation/Role'))
      .flatMap((statement) => {
        expect(statement.Effect).toBe('Allow');
        expect(statement.Condition).toBeUndefined();
        return actionsOf(statement).flatMap((action) =>
          resourcesOf(statement).map((resource) => `${action} on ${cfnText(resource)}`),
        );
      })
      .sort();
    const api = `<${id('Api/GraphqlApi')}.Arn>`;
    const logs = `<${id('ApiKeyRotation/Logs')}.Arn>`;
    expect(grants).toEqual(
      [
        `appsync:CreateApiKey on ${api}`,
        `appsync:DeleteApiKey on ${api}`,
        `appsync:ListApiKeys on ${api}`,
        `logs:CreateLogStream on ${logs}`,
        `logs:PutLogEvents on ${logs}`,
        `s3:PutObject on <${id('Hosting/SiteBucket')}.Arn>/config.json`,
      ].sort(),
    );
  });
});

describe('config.json at the edge', () => {
  it("is served by a behaviour that honours the file's own short cache (CachingOptimized)", () => {
    // lambdas/apiKeys/runtimeConfigFile.ts writes s-maxage=300, which this managed policy (TTL 1 s
    // to a year, origin headers decide) applies; /config.json has no behaviour of its own.
    const distribution = resources()[id('Hosting/Distribution')]!.Properties.DistributionConfig as {
      DefaultCacheBehavior: { CachePolicyId: string };
      CacheBehaviors: { PathPattern: string }[];
    };
    expect(distribution.DefaultCacheBehavior.CachePolicyId).toBe(
      CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
    );
    expect(distribution.CacheBehaviors.map((b) => b.PathPattern)).not.toContain('/config.json');
  });
});

describe('when it runs', () => {
  it('runs daily at 04:00 UTC through EventBridge Scheduler, whose role may invoke only it', () => {
    const schedule = resources()[id('ApiKeyRotation/Daily')]!.Properties;
    expect(schedule).toMatchObject({
      ScheduleExpression: 'cron(0 4 * * ? *)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      State: 'ENABLED',
    });
    const target = schedule.Target as { Arn: unknown; RoleArn: unknown };
    expect(cfnText(target.Arn)).toBe(`<${id('ApiKeyRotation/Function')}.Arn>`);
    const roleId = (target.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const invoked = roleStatements(site.template, roleId).flatMap((statement) => {
      expect(actionsOf(statement)).toEqual(['lambda:InvokeFunction']);
      return resourcesOf(statement).map(cfnText);
    });
    expect(invoked.length).toBeGreaterThan(0);
    for (const resource of invoked) {
      expect(resource).toMatch(new RegExp(`^<${id('ApiKeyRotation/Function')}.Arn>(:\\*)?$`));
    }
  });

  it('runs on deploy, on each new version of the function, and fails the deploy if it fails', () => {
    // The public lists' publishers have Triggers of their own (test/cdk/public-lists.test.ts).
    const triggers = Object.entries(resources()).filter(
      ([key, r]) => r.Type === 'Custom::Trigger' && key.startsWith('ApiKeyRotation'),
    );
    expect(triggers).toHaveLength(1);
    const [triggerId, trigger] = triggers[0]!;
    expect(trigger.Properties).toMatchObject({
      InvocationType: 'RequestResponse',
      ExecuteOnHandlerChange: true,
    });
    const version = (trigger.Properties.HandlerArn as { Ref: string }).Ref;
    expect(resources()[version]).toMatchObject({
      Type: 'AWS::Lambda::Version',
      Properties: { FunctionName: { Ref: id('ApiKeyRotation/Function') } },
    });
    // Its role's policy exists before it runs.
    expect(trigger.DependsOn).toEqual(
      expect.arrayContaining([id('ApiKeyRotation/Role'), id('ApiKeyRotation/Role/DefaultPolicy')]),
    );

    // The pages (and their CloudFront invalidation of /*) go after config.json was written.
    const pages = Object.entries(resources()).find(
      ([key, r]) =>
        r.Type === 'Custom::CDKBucketDeployment' && key.startsWith('SiteDeploymentPages'),
    );
    expect(pages?.[1].DependsOn).toContain(triggerId);
  });
});

describe('alarms', () => {
  const alarms = () =>
    Object.values(resources())
      .filter((r) => r.Type === 'AWS::CloudWatch::Alarm')
      .map((r) => r.Properties);
  const topic = () => ({ Ref: id('Monitoring/AlarmTopic') });

  it('e-mails the alert address when a rotation fails', () => {
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: id('ApiKeyRotation/Function') } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [topic()],
      }),
    );
  });

  it('e-mails it when the published key has under 30 days left, or no run reported for a day', () => {
    expect(API_KEY_ALARM_DAYS_LEFT).toBe(30);
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: API_KEY_DAYS_LEFT_METRIC.namespace,
        MetricName: API_KEY_DAYS_LEFT_METRIC.name,
        Statistic: 'Minimum',
        Period: 86_400,
        EvaluationPeriods: 1,
        Threshold: API_KEY_ALARM_DAYS_LEFT,
        ComparisonOperator: 'LessThanThreshold',
        TreatMissingData: 'breaching',
        AlarmActions: [topic()],
      }),
    );
  });

  it('no longer schedules reminders of a fixed expiry date', () => {
    const reminders = Object.values(resources()).filter(
      (r) =>
        r.Type === 'AWS::Scheduler::Schedule' &&
        String(r.Properties.ScheduleExpression).startsWith('at('),
    );
    expect(reminders).toEqual([]);
  });
});
