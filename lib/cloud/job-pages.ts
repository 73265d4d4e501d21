// The job pages (schema/contract/jobPages.ts) in the cloud: the posts function publishes them into
// the site bucket, where CloudFront's default behaviour serves them like every prerendered page.
// It may read the two templates the build uploads and write the job pages and the open jobs'
// sitemap, nothing else there. A daily schedule just after the provider's midnight republishes
// every job, so one whose closing date has ended leaves the site without anyone saving it.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { TimeZone } from 'aws-cdk-lib/core';
import { Construct } from 'constructs';
import { HANDLER_ENV } from '../../schema/contract/handlerEnvironment';
import {
  JOB_GONE_TEMPLATE_KEY,
  JOB_PAGE_KEY_PATTERN,
  JOB_PAGE_TEMPLATE_KEY,
  JOBS_SITEMAP_KEY,
} from '../../schema/contract/jobPages';
import { REPUBLISH_EVENT } from '../../schema/contract/publicLists';
import { siteConfig } from '../../schema/contract/siteConfig';
import { acknowledgeWildcardResource } from './nag';

/** Just after midnight where the provider is: the day a closing date named has ended. */
export const CLOSING_SCHEDULE = { minute: '5', hour: '0' } as const;

/**
 * Set on the function to the templates' hash: a build that changes them makes a new function
 * version, so the republish Trigger (lib/cloud/public-lists.ts) fills the new shell in.
 */
export const TEMPLATES_VERSION_ENV = 'JOB_PAGE_TEMPLATES_SHA256';

export interface JobPagesProps {
  publisher: LambdaFunction;
  siteBucket: IBucket;
  distDir: string;
}

export class JobPages extends Construct {
  constructor(scope: Construct, id: string, props: JobPagesProps) {
    super(scope, id);
    const { publisher, siteBucket } = props;
    const templates = createHash('sha256');
    for (const key of [JOB_PAGE_TEMPLATE_KEY, JOB_GONE_TEMPLATE_KEY]) {
      templates.update(readFileSync(join(props.distDir, key)));
    }
    publisher.addEnvironment(HANDLER_ENV.siteBucket, siteBucket.bucketName);
    publisher.addEnvironment(TEMPLATES_VERSION_ENV, templates.digest('hex'));
    publisher.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [JOB_PAGE_TEMPLATE_KEY, JOB_GONE_TEMPLATE_KEY].map((key) =>
          siteBucket.arnForObjects(key),
        ),
      }),
    );
    publisher.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [JOB_PAGE_KEY_PATTERN, JOBS_SITEMAP_KEY].map((key) =>
          siteBucket.arnForObjects(key),
        ),
      }),
    );
    acknowledgeWildcardResource(
      publisher.role!,
      `${siteBucket.bucketArn}/${JOB_PAGE_KEY_PATTERN}`,
      'A job page is opportunities/<slug>/index.html for any job; nothing else of the site ' +
        'bucket matches, and the build writes no page there.',
    );

    const scheduleRole = new Role(this, 'ScheduleRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'Lets EventBridge Scheduler ask the posts function to republish the jobs.',
    });
    new Schedule(this, 'Daily', {
      schedule: ScheduleExpression.cron({
        ...CLOSING_SCHEDULE,
        timeZone: TimeZone.of(siteConfig.timeZone),
      }),
      description: 'Republishes the jobs, so those whose closing date ended leave the site.',
      target: new LambdaInvoke(publisher, {
        role: scheduleRole,
        input: ScheduleTargetInput.fromObject(REPUBLISH_EVENT),
      }),
    });
    acknowledgeWildcardResource(
      scheduleRole,
      `${publisher.functionArn}:*`,
      "The Lambda target's grant adds this function's versions and aliases (<arn>:*) next to the " +
        'function itself; the wildcard cannot reach any other function.',
    );
  }
}
