// Least privilege: the exact (action, resource) pairs each handler's role holds, SES pinned to the
// sender address; then the alarms and their e-mail topic.

import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS } from '../../lambdas/resolverMap';
import { METRIC_NAMESPACE } from '../../lib/cloud/monitoring';
import { UNEXPECTED_ERROR_LOG_TEXT } from '../../schema/contract/handlerLogs';
import {
  actionsOf,
  cfnText,
  defaultSynthesis,
  logicalId,
  resourcesOf,
  roleStatements,
  synthSite,
  type Statement,
  type SynthesizedSite,
} from './synth';
import {
  JOB_GONE_TEMPLATE_KEY,
  JOB_PAGE_KEY_PATTERN,
  JOB_PAGE_TEMPLATE_KEY,
  JOBS_SITEMAP_KEY,
} from '../../schema/contract/jobPages';

let site: SynthesizedSite;
/** The same stack in an account whose SES identities exist already. */
let existingSes: SynthesizedSite;

beforeAll(async () => {
  site = await defaultSynthesis();
  existingSes = await synthSite({ sesIdentitiesExist: true });
});

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Sorted `action on resource` lines for every Allow statement of a handler's role. */
function grants(handler: string): string[] {
  const statements = roleStatements(
    site.template,
    logicalId(site.stack, `Functions/${handler}Role`),
  );
  return statements
    .flatMap((statement) => {
      expect(statement.Effect).toBe('Allow');
      return actionsOf(statement).flatMap((action) =>
        resourcesOf(statement).map((resource) => `${action} on ${cfnText(resource)}`),
      );
    })
    .sort();
}

describe('handler roles', () => {
  const arn = (path: string) => `<${logicalId(site.stack, path)}.Arn>`;
  const table = (entity: string, actions: string[]) =>
    actions.flatMap((action) => [
      `dynamodb:${action} on ${arn(`Data/${entity}`)}`,
      `dynamodb:${action} on ${arn(`Data/${entity}`)}/index/byCreatedAt`,
    ]);
  const crud = ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'];
  const logs = (handler: string) =>
    ['logs:CreateLogStream', 'logs:PutLogEvents'].map(
      (action) => `${action} on ${arn(`Functions/${handler}Logs`)}`,
    );
  const files = (prefix: string, actions: string[]) =>
    actions.map((action) => `s3:${action} on ${arn('Storage/FilesBucket')}/${prefix}*`);
  const listFiles = () => `s3:ListBucket on ${arn('Storage/FilesBucket')}`;
  const listTokenKey = () =>
    `secretsmanager:GetSecretValue on <${logicalId(site.stack, 'Functions/PaginationSecret')}>`;
  const rateLimits = () => `dynamodb:UpdateItem on ${arn('Data/RateLimit')}`;
  const ses = () =>
    ['Mail/InboxIdentity', 'Mail/SenderIdentity'].map(
      (path) =>
        `ses:SendEmail on arn:aws:ses:ap-southeast-2:<AWS::AccountId>:identity/` +
        `<${logicalId(site.stack, path)}>`,
    );

  const staffLookup = () => `cognito-idp:AdminGetUser on ${arn('Auth/UserPool')}`;
  // Audit entries can only be added by the handlers that audit, and only read by the audit handler.
  const auditWrite = () => [`dynamodb:PutItem on ${arn('Data/Audit')}`, staffLookup()];

  const expected: Record<string, () => string[]> = {
    Messages: () => [
      ...logs('Messages'),
      ...table('Message', crud),
      listTokenKey(),
      ...ses(),
      ...auditWrite(),
      rateLimits(),
    ],
    // Each writes its one public list (schema/contract/publicLists.ts), no other key.
    Posts: () => [
      ...logs('Posts'),
      staffLookup(),
      ...table('Post', crud),
      listTokenKey(),
      `s3:PutObject on ${arn('Storage/FilesBucket')}/public/lists/jobs.json`,
      // The job pages (lib/cloud/job-pages.ts): read the two templates, write the pages and sitemap.
      ...[JOB_PAGE_TEMPLATE_KEY, JOB_GONE_TEMPLATE_KEY].map(
        (key) => `s3:GetObject on ${arn('Hosting/SiteBucket')}/${key}`,
      ),
      ...[JOB_PAGE_KEY_PATTERN, JOBS_SITEMAP_KEY].map(
        (key) => `s3:PutObject on ${arn('Hosting/SiteBucket')}/${key}`,
      ),
    ],
    Testimonials: () => [
      ...logs('Testimonials'),
      staffLookup(),
      ...table('Testimonial', crud),
      listTokenKey(),
      `s3:PutObject on ${arn('Storage/FilesBucket')}/public/lists/testimonials.json`,
    ],
    Staff: () => [
      ...logs('Staff'),
      staffLookup(),
      ...table('Staff', crud),
      listTokenKey(),
      ...files('public/staff/', ['GetObject', 'DeleteObject']),
      listFiles(),
    ],
    Files: () => [
      ...logs('Files'),
      staffLookup(),
      `s3:GetObject on ${arn('Storage/FilesBucket')}/public/referral-form.docx`,
      // Browsers upload only to the staging prefix; only checked photos are copied to public/.
      ...files('uploads/staff/', [
        'PutObject',
        'GetObject',
        'AbortMultipartUpload',
        'DeleteObject',
      ]),
      ...files('public/staff/', ['PutObject']),
      listFiles(),
    ],
    // Uploads, checked files and attachments all live under private/referrals/.
    Referrals: () => [
      ...logs('Referrals'),
      ...table('Referral', crud),
      rateLimits(),
      listTokenKey(),
      ...ses(),
      ...files('private/referrals/', ['PutObject', 'GetObject', 'DeleteObject']),
      ...auditWrite(),
      listFiles(),
    ],
    Audit: () => [
      ...logs('Audit'),
      `dynamodb:Query on ${arn('Data/Audit')}`,
      `dynamodb:Query on ${arn('Data/Audit')}/index/byMonth`,
      staffLookup(),
    ],
    // Reads only: what its sections count; it writes nothing, not even an audit entry.
    Dashboard: () => [
      ...logs('Dashboard'),
      ...table('Referral', ['GetItem', 'Query']),
      ...table('Message', ['GetItem', 'Query']),
      ...table('Feedback', ['GetItem', 'Query']),
      staffLookup(),
    ],
    // Cognito's admin API on the one pool, only the calls lambdas/accounts makes (AdminGetUser
    // every resolver has); no other function may change anyone's account or groups.
    Accounts: () => [
      ...logs('Accounts'),
      ...[
        'ListUsers',
        'ListUsersInGroup',
        'AdminListGroupsForUser',
        'AdminAddUserToGroup',
        'AdminRemoveUserFromGroup',
        'AdminCreateUser',
        'AdminDisableUser',
        'AdminEnableUser',
        'AdminDeleteUser',
        'AdminUserGlobalSignOut',
        'AdminSetUserMFAPreference',
        'AdminListUserAuthEvents',
      ].map((action) => `cognito-idp:${action} on ${arn('Auth/UserPool')}`),
      ...auditWrite(),
    ],
    // Reads jobs only (an application must name an open one); CVs live under private/applications/.
    Applications: () => [
      ...logs('Applications'),
      ...table('JobApplication', crud),
      ...table('Post', ['GetItem', 'Query']),
      rateLimits(),
      listTokenKey(),
      ...ses(),
      ...files('private/applications/', ['PutObject', 'GetObject', 'DeleteObject']),
      ...auditWrite(),
      listFiles(),
    ],
    Feedback: () => [
      ...logs('Feedback'),
      ...table('Feedback', crud),
      rateLimits(),
      listTokenKey(),
      ...ses(),
      ...auditWrite(),
    ],
  };

  it('covers every handler', () => {
    expect(Object.keys(expected).sort()).toEqual(HANDLERS.map((h) => pascal(h.name)).sort());
  });

  it.each(Object.keys(expected))('%s holds exactly its grants', (handler) => {
    expect(grants(handler)).toEqual((expected[handler]?.() ?? []).sort());
  });

  it('lets only the handlers of the public forms send mail, only from the sender address', () => {
    for (const handler of HANDLERS.map((h) => pascal(h.name))) {
      const statements = roleStatements(
        site.template,
        logicalId(site.stack, `Functions/${handler}Role`),
      ).filter((statement) => actionsOf(statement).some((action) => action.startsWith('ses:')));
      if (!['Messages', 'Referrals', 'Feedback', 'Applications'].includes(handler)) {
        expect(statements).toEqual([]);
        continue;
      }
      expect(statements).toHaveLength(1);
      expect(statements[0]?.Condition).toEqual({
        StringEquals: { 'ses:FromAddress': 'no-reply@example.com' },
      });
    }
  });

  it('uses no AWS-managed policies for the handlers', () => {
    for (const handler of HANDLERS.map((h) => pascal(h.name))) {
      const role =
        site.template.toJSON().Resources[logicalId(site.stack, `Functions/${handler}Role`)];
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });

  it('verifies the sender and the inbox as SES identities', () => {
    site.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'no-reply@example.com',
    });
    site.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'inbox@example.com',
    });
  });

  it('with sesIdentitiesExist, creates no identity and still sends only from the sender', () => {
    existingSes.template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    const statements = roleStatements(
      existingSes.template,
      logicalId(existingSes.stack, 'Functions/MessagesRole'),
    ).filter((statement) => actionsOf(statement).includes('ses:SendEmail'));
    expect(statements).toHaveLength(1);
    expect(statements[0]?.Condition).toEqual({
      StringEquals: { 'ses:FromAddress': 'no-reply@example.com' },
    });
    expect(
      resourcesOf(statements[0] as Statement)
        .map(cfnText)
        .sort(),
    ).toEqual([
      'arn:aws:ses:ap-southeast-2:<AWS::AccountId>:identity/inbox@example.com',
      'arn:aws:ses:ap-southeast-2:<AWS::AccountId>:identity/no-reply@example.com',
    ]);
  });
});

describe('alarms', () => {
  const alarms = () =>
    Object.values(site.template.findResources('AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties as Record<string, unknown>,
    );
  const topic = () => ({ Ref: logicalId(site.stack, 'Monitoring/AlarmTopic') });

  it('lets CloudWatch alarms of this account and region publish to the topic', () => {
    // A topic policy replaces SNS's default one, so without this Allow no alarm e-mail arrives.
    const policies = Object.values(site.template.findResources('AWS::SNS::TopicPolicy')).filter(
      (policy) => policy.Properties.Topics.some((t: unknown) => cfnText(t) === cfnText(topic())),
    );
    expect(policies).toHaveLength(1);
    const statements = policies[0]?.Properties.PolicyDocument.Statement as Statement[];
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    const allow = statements.find((statement) => statement.Effect === 'Allow');
    expect(allow).toMatchObject({
      Principal: { Service: 'cloudwatch.amazonaws.com' },
      Action: 'sns:Publish',
      Resource: topic(),
    });
    expect(
      Object.fromEntries(
        Object.entries(allow?.Condition ?? {}).map(([operator, entries]) => [
          operator,
          Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, cfnText(value)])),
        ]),
      ),
    ).toEqual({
      StringEquals: { 'aws:SourceAccount': '<AWS::AccountId>' },
      ArnLike: { 'aws:SourceArn': 'arn:aws:cloudwatch:ap-southeast-2:<AWS::AccountId>:alarm:*' },
    });
  });

  it('e-mails the alert address through an SSL-only SNS topic', () => {
    site.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'alerts@example.com',
      TopicArn: topic(),
    });
    site.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
    for (const alarm of alarms()) expect(alarm.AlarmActions).toEqual([topic()]);
  });

  it.each(HANDLERS.map((h) => [h.name] as const))('%s: Lambda errors alarm', (name) => {
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [
          {
            Name: 'FunctionName',
            Value: { Ref: logicalId(site.stack, `Functions/${pascal(name)}Function`) },
          },
        ],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      }),
    );
  });

  it.each(HANDLERS.map((h) => [h.name] as const))(
    '%s: alarm on InternalError answers found in its log',
    (name) => {
      site.template.hasResourceProperties('AWS::Logs::MetricFilter', {
        LogGroupName: { Ref: logicalId(site.stack, `Functions/${pascal(name)}Logs`) },
        FilterPattern: `{ $.message = "${UNEXPECTED_ERROR_LOG_TEXT}" }`,
        MetricTransformations: [
          {
            MetricNamespace: METRIC_NAMESPACE,
            MetricName: `${name}UnexpectedErrors`,
            MetricValue: '1',
          },
        ],
      });
      expect(alarms()).toContainEqual(
        expect.objectContaining({
          Namespace: METRIC_NAMESPACE,
          MetricName: `${name}UnexpectedErrors`,
          Threshold: 1,
        }),
      );
    },
  );

  it('alarms on AppSync 5xx', () => {
    expect(alarms()).toContainEqual(
      expect.objectContaining({
        Namespace: 'AWS/AppSync',
        MetricName: '5XXError',
        Dimensions: [
          {
            Name: 'GraphQLAPIId',
            Value: { 'Fn::GetAtt': [logicalId(site.stack, 'Api/GraphqlApi'), 'ApiId'] },
          },
        ],
        Threshold: 1,
      }),
    );
  });
});
