// The public API key's rotation (lambdas/apiKeys): a function that makes the next key before the
// newest expires, writes /config.json naming it and deletes expired keys. It runs on every deploy
// that changes it (a Trigger, so the first key and config.json exist when the first `cdk deploy`
// ends, and a failure fails the deploy) and once a day (EventBridge Scheduler). No date is fixed in
// the template, so synth never depends on the day it runs. Its alarms are in ./monitoring.ts.

import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { GraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import {
  API_KEY_DAYS_LEFT_METRIC,
  API_KEY_ROTATION_ENV,
} from '../../schema/contract/apiKeyRotation';
import { RUNTIME_CONFIG_KEY, type RuntimeConfig } from '../../schema/contract/runtimeConfig';
import { bundledFunctionProps } from './functions';
import { acknowledge, acknowledgeWildcardResource } from './nag';

export const ROTATION_ENTRY = 'lambdas/apiKeys/handler.ts';

/** Once a day, at 04:00 UTC (14:00 or 15:00 in Sydney, when someone can read an alarm). */
export const ROTATION_SCHEDULE = { minute: '0', hour: '4' } as const;

export interface ApiKeyRotationProps {
  api: GraphqlApi;
  siteBucket: IBucket;
  /** config.json without the key; in AWS the SDK's default Cognito endpoint is right. */
  runtimeConfig: Omit<RuntimeConfig, 'apiKey'> & { cognitoEndpoint: null };
}

export class ApiKeyRotation extends Construct {
  readonly function: NodejsFunction;
  /** Runs the rotation during deployments; what needs the key in config.json goes after it. */
  readonly onDeploy: Trigger;

  constructor(scope: Construct, id: string, props: ApiKeyRotationProps) {
    super(scope, id);

    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Rotates the public API key and writes config.json.',
    });
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['appsync:ListApiKeys', 'appsync:CreateApiKey', 'appsync:DeleteApiKey'],
        resources: [props.api.arn],
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [props.siteBucket.arnForObjects(RUNTIME_CONFIG_KEY)],
      }),
    );

    this.function = new NodejsFunction(this, 'Function', {
      ...bundledFunctionProps(ROTATION_ENTRY),
      description: 'Rotates the public AppSync API key and publishes it in config.json.',
      memorySize: 256,
      timeout: Duration.minutes(1),
      role,
      logGroup,
      environment: {
        [API_KEY_ROTATION_ENV.apiId]: props.api.apiId,
        [API_KEY_ROTATION_ENV.siteBucket]: props.siteBucket.bucketName,
        [API_KEY_ROTATION_ENV.runtimeConfig]: Stack.of(this).toJsonString(props.runtimeConfig),
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    acknowledge(
      this.function,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the project pins for every function (lib/cloud/functions.ts).',
    );

    // Our own role instead of CDK's stack-wide one, so its findings are acknowledged here.
    const scheduleRole = new Role(this, 'ScheduleRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'Lets EventBridge Scheduler invoke the API key rotation.',
    });
    new Schedule(this, 'Daily', {
      schedule: ScheduleExpression.cron(ROTATION_SCHEDULE),
      description: 'Renews the public API key before it expires and deletes expired keys.',
      target: new LambdaInvoke(this.function, { role: scheduleRole }),
    });
    acknowledgeWildcardResource(
      scheduleRole,
      `${this.function.functionArn}:*`,
      "The Lambda target's grant adds this function's versions and aliases (<arn>:*) next to the " +
        'function itself; the wildcard cannot reach any other function.',
    );

    // Runs again whenever the function's code or configuration changes (a new version).
    this.onDeploy = new Trigger(this, 'OnDeploy', {
      handler: this.function,
      timeout: Duration.minutes(2),
      executeAfter: [role],
    });
  }

  /** Whole days the key in config.json has left, as each run reports it. */
  metricDaysLeft(period: Duration): Metric {
    return new Metric({
      namespace: API_KEY_DAYS_LEFT_METRIC.namespace,
      metricName: API_KEY_DAYS_LEFT_METRIC.name,
      statistic: 'Minimum',
      period,
    });
  }
}
