// Alarms e-mailed to the provider. Handlers never throw: they answer failures as GraphQL errors, so
// Lambda's Errors metric only sees crashes and timeouts. Unexpected failures inside a handler
// (InternalError) are found in its log by the line lambdas/shared/errors.ts writes for them.
// The public API key renews itself (./api-key-rotation.ts): alarms report a failed rotation and a
// published key close to expiry. The topic's policy replaces SNS's default one (which let the
// account publish), so it must allow CloudWatch itself.

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
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { API_KEY_ALARM_DAYS_LEFT } from '../../schema/contract/apiKeyRotation';
import {
  METRIC_NAMESPACE,
  PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT,
  UNEXPECTED_ERROR_LOG_TEXT,
} from '../../schema/contract/handlerLogs';
import type { ApiKeyRotation } from './api-key-rotation';
import type { ExpiredItemFiles } from './expired-item-files';
import { HANDLERS } from '../../lambdas/resolverMap';
import type { HandlerFunctions, HandlerName } from './functions';
import { acknowledge } from './nag';

export { METRIC_NAMESPACE };

export interface MonitoringProps {
  alertEmail: string;
  api: GraphqlApi;
  functions: HandlerFunctions;
  logGroups: Record<HandlerName, ILogGroup>;
  apiKeyRotation: ApiKeyRotation;
  expiredItemFiles: readonly ExpiredItemFiles[];
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
        filterPattern: FilterPattern.stringValue('$.message', '=', UNEXPECTED_ERROR_LOG_TEXT),
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
    alarm(
      'ApiKeyRotationErrorsAlarm',
      props.apiKeyRotation.function.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      'The public API key rotation failed (see its CloudWatch logs); it runs again daily and on ' +
        'every deploy, and the key in config.json stays valid for weeks meanwhile.',
    );
    // A missing day counts too: then the daily rotation did not run or did not finish.
    new Alarm(this, 'ApiKeyDaysLeftAlarm', {
      metric: props.apiKeyRotation.metricDaysLeft(Duration.days(1)),
      threshold: API_KEY_ALARM_DAYS_LEFT,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.BREACHING,
      alarmDescription:
        `The public API key in config.json has fewer than ${API_KEY_ALARM_DAYS_LEFT} days left, ` +
        'or its daily rotation did not report: the public forms stop when it expires. See the ' +
        "rotation function's logs; `npx cdk deploy` runs it again.",
    }).addAlarmAction(action);
    for (const files of props.expiredItemFiles) {
      alarm(
        `${files.node.id}ErrorsAlarm`,
        files.function.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
        `Deleting the files of expired ${files.plural} failed; it is retried (see the logs of ` +
          `the ${files.node.id} function for the reference).`,
      );
      alarm(
        `${files.node.id}DeadLettersAlarm`,
        files.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        `The files of expired ${files.plural} were still not deleted after every retry. Find ` +
          "the reference in the function's logs and delete them by hand: " +
          `\`aws s3 rm s3://<FilesBucketName>/${files.itemPrefix} --recursive\`.`,
      );
    }
    // A write whose public list could not be published was undone (lambdas/shared/editableEntity.ts).
    for (const { name, publicList } of HANDLERS) {
      if (!publicList) continue;
      const filter = props.logGroups[name].addMetricFilter(`${name}PublishFailures`, {
        filterPattern: FilterPattern.stringValue(
          '$.message',
          '=',
          PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT,
        ),
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
