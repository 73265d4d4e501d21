// The AppSync GraphQL API: schema/schema.graphql as is, Cognito user pool by default (staff) and
// API keys for the public fields (made and rotated at run time by lib/cloud/api-key-rotation.ts), one Lambda data source per handler and one APPSYNC_JS unit
// resolver per field, wired from lambdas/resolverMap.ts.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AuthorizationType,
  type CfnGraphQLApi,
  Code,
  Definition,
  FieldLogLevel,
  FunctionRuntime,
  GraphqlApi,
  IntrospectionConfig,
  UserPoolDefaultAction,
} from 'aws-cdk-lib/aws-appsync';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { HANDLERS } from '../../lambdas/resolverMap';
import {
  INTROSPECTION_ENABLED,
  QUERY_DEPTH_LIMIT,
  RESOLVER_COUNT_LIMIT,
} from '../../schema/contract/apiLimits';
import { LOG_RETENTION_DAYS } from '../../schema/contract/logRetention';
import type { HandlerFunctions } from './functions';
import { acknowledge, acknowledgeWildcardResource } from './nag';

export const SCHEMA_PATH = fileURLToPath(new URL('../../schema/schema.graphql', import.meta.url));
export const RESOLVER_CODE_PATH = fileURLToPath(
  new URL('../runtimes/appsync/lambda-resolver.js', import.meta.url),
);

// The limits live in a plain-data module the local gateway shares; re-exported for the CDK tests.
export { INTROSPECTION_ENABLED, QUERY_DEPTH_LIMIT, RESOLVER_COUNT_LIMIT };

export interface ApiProps {
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  functions: HandlerFunctions;
}

export class Api extends Construct {
  readonly api: GraphqlApi;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    // Our own log role scoped to this API's log group, instead of the AWS-managed policy that may
    // write to every log group in the account.
    const logRole = new Role(this, 'LogRole', {
      assumedBy: new ServicePrincipal('appsync.amazonaws.com'),
      description: 'Lets AppSync write the field logs of this API.',
    });

    this.api = new GraphqlApi(this, 'GraphqlApi', {
      name: 'ndis-site',
      definition: Definition.fromFile(SCHEMA_PATH),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: AuthorizationType.USER_POOL,
          userPoolConfig: {
            userPool: props.userPool,
            appIdClientRegex: props.userPoolClient.userPoolClientId,
            defaultAction: UserPoolDefaultAction.ALLOW,
          },
        },
      },
      xrayEnabled: true,
      // See schema/contract/apiLimits.ts: the local gateway enforces the same three settings.
      introspectionConfig: INTROSPECTION_ENABLED
        ? IntrospectionConfig.ENABLED
        : IntrospectionConfig.DISABLED,
      queryDepthLimit: QUERY_DEPTH_LIMIT,
      resolverCountLimit: RESOLVER_COUNT_LIMIT,
    });
    // API keys as an additional mode, set on the L1: the L2 would also create a key whose expiry is
    // fixed in the template (and so must be edited before it lapses). The keys are made by the
    // rotation function instead.
    (this.api.node.defaultChild as CfnGraphQLApi).additionalAuthenticationProviders = [
      { authenticationType: AuthorizationType.API_KEY },
    ];

    // Field logging is set on the L1: the L2's logConfig always adds a LogRetention custom
    // resource (one more Lambda) for a log group created here directly. ERROR without verbose
    // content logs resolver failures but never copies arguments (participants' contact messages,
    // staff details) into CloudWatch.
    (this.api.node.defaultChild as CfnGraphQLApi).logConfig = {
      cloudWatchLogsRoleArn: logRole.roleArn,
      fieldLogLevel: FieldLogLevel.ERROR,
      excludeVerboseContent: true,
    };
    acknowledge(
      this.api,
      'AwsSolutions-ASC3',
      'Field logging is on (ERROR, with its own role and log group); only verbose content is ' +
        'excluded, because it would copy personal information of NDIS participants (contact ' +
        'messages) into logs, against the Privacy Act principle of collecting no more than needed.',
    );

    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/appsync/apis/${this.api.apiId}`,
      retention: LOG_RETENTION_DAYS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    logGroup.grantWrite(logRole);

    const code = Code.fromInline(readFileSync(RESOLVER_CODE_PATH, 'utf8'));
    for (const handler of HANDLERS) {
      const fn = props.functions[handler.name];
      const dataSource = this.api.addLambdaDataSource(`${handler.name}DataSource`, fn, {
        name: `${handler.name}Lambda`,
        description: `lambdas/${handler.name}`,
      });
      if (dataSource.grantPrincipal instanceof Role) {
        acknowledgeWildcardResource(
          dataSource.grantPrincipal,
          `${fn.functionArn}:*`,
          `CDK's grantInvoke adds this function's versions and aliases (<arn>:*) next to the ` +
            'function itself; the wildcard cannot reach any other function.',
        );
      }
      for (const typeName of ['Query', 'Mutation'] as const) {
        for (const fieldName of handler.fields[typeName]) {
          dataSource.createResolver(`${typeName}${fieldName}Resolver`, {
            typeName,
            fieldName,
            runtime: FunctionRuntime.JS_1_0_0,
            code,
          });
        }
      }
    }
  }
}
