// A regional WAF web ACL on the AppSync API: the public createMessage mutation is the only write a
// stranger can make, so it gets a tight per-IP rate limit; every request gets a looser one and
// AWS's common rule set. (The site itself is static on CloudFront and gets no WAF: a CloudFront
// web ACL must live in us-east-1, which would need a second stack, for little gain.)

import type { IGraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests per IP per 5 minutes, whatever they are: generous for people, low for scripts. */
export const API_RATE_LIMIT = 500;
/** createMessage requests per IP per 5 minutes: a person sends one or two messages. */
export const CREATE_MESSAGE_RATE_LIMIT = 10;

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
        {
          name: 'RateLimitCreateMessage',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility('RateLimitCreateMessage'),
          statement: {
            rateBasedStatement: {
              limit: CREATE_MESSAGE_RATE_LIMIT,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  // WAF sees the first 8 KB; larger bodies are admin edits, not contact messages
                  // (and still count towards RateLimitPerIp).
                  fieldToMatch: { body: { oversizeHandling: 'NO_MATCH' } },
                  positionalConstraint: 'CONTAINS',
                  searchString: 'createmessage',
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
        },
        {
          name: 'RateLimitPerIp',
          priority: 1,
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
          priority: 2,
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
