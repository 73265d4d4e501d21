// A regional WAF web ACL on the AppSync API: the public writes a stranger can make (createMessage,
// the referral form's createReferral and attachment uploads, createFeedback, and the Apply form's
// submitJobApplication and CV uploads) get tight per-IP rate limits;
// every request gets a looser one and AWS's common rule set. (The site itself is static on CloudFront and gets no WAF: a CloudFront
// web ACL must live in us-east-1, which would need a second stack, for little gain.) Built only with
// `waf: on` in cdk.json; the handlers count the public writes' limits either way (docs/DEPLOYING.md
// "What it costs").

import type { IGraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { RATE_LIMITS, type RateLimit } from '../../schema/contract/rateLimits';

/** Requests per IP per 5 minutes, whatever they are: generous for people, low for scripts. */
export const API_RATE_LIMIT = 500;
/** The public writes' limits, the same the handlers count (schema/contract/rateLimits.ts). */
export const CREATE_MESSAGE_RATE_LIMIT = RATE_LIMITS.createMessage.requests;
export const REFERRAL_RATE_LIMIT = RATE_LIMITS.referral.requests;
/** Lower-case names the referral rule counts (the two upload mutations share the second). */
export const REFERRAL_OPERATIONS = ['createreferral', 'referralattachmentupload'] as const;

export const FEEDBACK_RATE_LIMIT = RATE_LIMITS.feedback.requests;

export const JOB_APPLICATION_RATE_LIMIT = RATE_LIMITS.jobApplication.requests;
/** Lower-case names the Apply form's rule counts (the two CV upload mutations share the second). */
export const JOB_APPLICATION_OPERATIONS = [
  'submitjobapplication',
  'jobapplicationcvupload',
] as const;

/** A body naming `operation` (lower case), or too large for WAF to tell. */
function bodyNames(operation: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      // WAF inspects only the first 8 KB of an AppSync body. MATCH makes an oversize body count
      // as if it named the operation, so padding cannot hide the mutation; a long message in a
      // non-Latin script (5000 characters of UTF-8 can pass 8 KB) is counted, never blocked.
      fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
      positionalConstraint: 'CONTAINS',
      searchString: operation,
      // JSON allows escapes inside the query string (\u0063reateMessage is createMessage):
      // decode them first, then ignore case.
      textTransformations: [
        { priority: 0, type: 'JS_DECODE' },
        { priority: 1, type: 'LOWERCASE' },
      ],
    },
  };
}

/**
 * What counts towards a public write's limit: requests made with the public API key whose body
 * names one of `operations`, or whose body is too large for WAF to tell. Staff sign in with Cognito
 * (Authorization header, no x-api-key), so their edits, long ones included, are never counted.
 * An attacker cannot opt out: without the key AppSync refuses the public mutations.
 */
function publicWriteScope(operations: readonly string[]): CfnWebACL.StatementProperty[] {
  const [only] = operations;
  return [
    {
      // AWS's "header is present" idiom.
      sizeConstraintStatement: {
        // singleHeader is untyped JSON in CDK: CloudFormation's own key casing.
        fieldToMatch: { singleHeader: { Name: 'x-api-key' } },
        comparisonOperator: 'GT',
        size: 0,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    },
    operations.length === 1 && only
      ? bodyNames(only)
      : { orStatement: { statements: operations.map(bodyNames) } },
  ];
}

function publicWriteRateRule(
  name: string,
  priority: number,
  limit: RateLimit,
  operations: readonly string[],
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: {} },
    visibilityConfig: visibility(name),
    statement: {
      rateBasedStatement: {
        limit: limit.requests,
        evaluationWindowSec: limit.windowSeconds,
        aggregateKeyType: 'IP',
        scopeDownStatement: { andStatement: { statements: publicWriteScope(operations) } },
      },
    },
  };
}

function visibility(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName };
}

export interface ApiFirewallProps {
  api: IGraphqlApi;
}

export class ApiFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('ApiWebAcl'),
      rules: [
        publicWriteRateRule('RateLimitCreateMessage', 0, RATE_LIMITS.createMessage, [
          'createmessage',
        ]),
        publicWriteRateRule('RateLimitReferral', 1, RATE_LIMITS.referral, REFERRAL_OPERATIONS),
        publicWriteRateRule('RateLimitFeedback', 2, RATE_LIMITS.feedback, ['createfeedback']),
        publicWriteRateRule(
          'RateLimitJobApplication',
          3,
          RATE_LIMITS.jobApplication,
          JOB_APPLICATION_OPERATIONS,
        ),
        {
          name: 'RateLimitPerIp',
          priority: 4,
          action: { block: {} },
          visibilityConfig: visibility('RateLimitPerIp'),
          statement: {
            rateBasedStatement: {
              limit: API_RATE_LIMIT,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
        },
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 5,
          overrideAction: { none: {} },
          visibilityConfig: visibility('AWSManagedRulesCommonRuleSet'),
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // GraphQL bodies of admin edits (long posts, a large upload's part list) exceed the
              // rule set's 8 KB body limit; the API validates sizes itself, so only count those.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
        },
      ],
    });

    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.api.arn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
