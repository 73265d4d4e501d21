// Alarms e-mailed to the provider. Handlers never throw: they answer failures as GraphQL errors, so
// Lambda's Errors metric only sees crashes and timeouts. Unexpected failures inside a handler
// (InternalError) are found in its log by the line lambdas/shared/errors.ts writes for them.
// The public API key expires on a fixed date, so the same topic also gets reminders before then.
// The topic's policy replaces SNS's default one (which let the account publish), so it must allow
// CloudWatch itself; EventBridge Scheduler publishes with its own IAM role, which is enough in
// the same account.

import { Duration, Stack } from 'aws-cdk-lib';
import type { GraphqlApi } from 'aws-cdk-lib/aws-appsync';
import {
  Alarm,
  ComparisonOperator,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterPattern, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { SnsPublish } from 'aws-cdk-lib/aws-scheduler-targets';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import {
  PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT,
  UNEXPECTED_ERROR_LOG_TEXT,
} from '../../schema/contract/handlerLogs';
import { HANDLERS } from '../../lambdas/resolverMap';
import type { HandlerFunctions, HandlerName } from './functions';
import { acknowledge } from './nag';

export const METRIC_NAMESPACE = 'NdisSite';
/** Days before the API key's expiry on which the alert address is reminded to rotate it. */
export const API_KEY_REMINDER_DAYS = [30, 7] as const;

export interface MonitoringProps {
  alertEmail: string;
  api: GraphqlApi;
  functions: HandlerFunctions;
  logGroups: Record<HandlerName, ILogGroup>;
  apiKeyExpiry: Date;
}

export class Monitoring extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'Website alarms',
      enforceSSL: true,
    });
    acknowledge(
      this.topic,
      'AwsSolutions-SNS2',
      'Alarm notifications carry only alarm names and metric values. CloudWatch cannot publish to ' +
        'a topic encrypted with the AWS-managed SNS key, and a customer key would cost more than ' +
        'the rest of the monitoring for no protected data.',
    );
    const { account, partition, region } = Stack.of(this);
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowCloudWatchAlarms',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        // Only alarms of this account and region (confused-deputy protection).
        conditions: {
          StringEquals: { 'aws:SourceAccount': account },
          ArnLike: { 'aws:SourceArn': `arn:${partition}:cloudwatch:${region}:${account}:alarm:*` },
        },
      }),
    );
    this.topic.addSubscription(new EmailSubscription(props.alertEmail));
    const action = new SnsAction(this.topic);

    const alarm = (id: string, metric: IMetric, description: string): void => {
      new Alarm(this, id, {
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(action);
    };

    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(
        `${name}ErrorsAlarm`,
        fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        `The ${name} handler crashed or timed out (see its CloudWatch logs).`,
      );
    }
    for (const [name, logGroup] of Object.entries(props.logGroups)) {
      const filter = logGroup.addMetricFilter(`${name}UnexpectedErrors`, {
        filterPattern: FilterPattern.literal(`"${UNEXPECTED_ERROR_LOG_TEXT}"`),
        metricNamespace: METRIC_NAMESPACE,
        metricName: `${name}UnexpectedErrors`,
        metricValue: '1',
      });
      alarm(
        `${name}UnexpectedErrorsAlarm`,
        filter.metric({ period: Duration.minutes(5), statistic: 'Sum' }),
        `The ${name} handler answered InternalError (see "${UNEXPECTED_ERROR_LOG_TEXT}" in its logs).`,
      );
    }
    // A write whose public list could not be published was undone (lambdas/shared/editableEntity.ts).
    for (const { name, publicList } of HANDLERS) {
      if (!publicList) continue;
      const filter = props.logGroups[name].addMetricFilter(`${name}PublishFailures`, {
        filterPattern: FilterPattern.literal(`"${PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT}"`),
        metricNamespace: METRIC_NAMESPACE,
        metricName: `${name}PublishFailures`,
        metricValue: '1',
      });
      alarm(
        `${name}PublishFailuresAlarm`,
        filter.metric({ period: Duration.minutes(5), statistic: 'Sum' }),
        `The ${name} handler could not publish the public ${publicList} list after its retries; ` +
          `the staff member's change was undone and they were told it failed (see ` +
          `"${PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT}" in its logs).`,
      );
    }
    // Reminders already in the past (a late rotation) are left out.
    const now = new Date();
    const expiry = props.apiKeyExpiry.toISOString().slice(0, 10);
    for (const days of API_KEY_REMINDER_DAYS) {
      const at = new Date(props.apiKeyExpiry.getTime() - days * 24 * 60 * 60 * 1000);
      if (at <= now) continue;
      new Schedule(this, `ApiKeyReminder${days}Days`, {
        schedule: ScheduleExpression.at(at),
        description: `Reminds to rotate the public API key ${days} days before it expires.`,
        target: new SnsPublish(this.topic, {
          input: ScheduleTargetInput.fromText(
            `The website's public API key expires on ${expiry} (in ${days} days). After that ` +
              'visitors can no longer send messages or see testimonials and jobs. Rotate it: ' +
              'set apiKeyExpiry in cdk.json to a later date and run `npx cdk deploy` (README).',
          ),
        }),
      });
    }

    alarm(
      'Api5xxAlarm',
      new Metric({
        namespace: 'AWS/AppSync',
        metricName: '5XXError',
        dimensionsMap: { GraphQLAPIId: props.api.apiId },
        period: Duration.minutes(5),
        statistic: 'Sum',
      }),
      'AppSync answered with server errors (5xx).',
    );
  }
}
