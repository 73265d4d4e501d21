// AppSync: auth modes (keys made at run time), the schema as deployed, one resolver per field on its
// handler's data source, the shared resolver code's behaviour, logging, WAF and the Lambdas.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  Kind,
  parse,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS } from '../../lambdas/resolverMap';
import {
  QUERY_DEPTH_LIMIT,
  RESOLVER_CODE_PATH,
  RESOLVER_COUNT_LIMIT,
  SCHEMA_PATH,
} from '../../lib/cloud/api';
import {
  API_RATE_LIMIT,
  CREATE_MESSAGE_RATE_LIMIT,
  FEEDBACK_RATE_LIMIT,
  JOB_APPLICATION_RATE_LIMIT,
  REFERRAL_RATE_LIMIT,
} from '../../lib/cloud/waf';
import { SELECTION_LIMIT } from '../../schema/contract/apiLimits';
import {
  fieldsOf,
  fragmentsOf,
  selectionProblem,
  type Fragments,
} from '../../schema/contract/selectionShape';
import { logicalId, ROOT, synthSite, type SynthesizedSite } from './synth';

let site: SynthesizedSite;

beforeAll(async () => {
  site = await synthSite({ waf: 'on' });
});

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

describe('auth modes', () => {
  it('uses the Cognito user pool by default (this app client only) and an API key too', () => {
    site.template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      AuthenticationType: 'AMAZON_COGNITO_USER_POOLS',
      UserPoolConfig: {
        UserPoolId: { Ref: logicalId(site.stack, 'Auth/UserPool') },
        AppIdClientRegex: { Ref: logicalId(site.stack, 'Auth/UserPool/WebClient') },
        AwsRegion: 'ap-southeast-2',
        DefaultAction: 'ALLOW',
      },
      AdditionalAuthenticationProviders: [{ AuthenticationType: 'API_KEY' }],
    });
  });

  it('fixes no API key (and so no expiry date) in the template: the rotation makes them', () => {
    site.template.resourceCountIs('AWS::AppSync::ApiKey', 0);
  });

  it('logs field errors to its own log group through its own role, with X-Ray on', () => {
    site.template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      XrayEnabled: true,
      LogConfig: {
        FieldLogLevel: 'ERROR',
        ExcludeVerboseContent: true,
        CloudWatchLogsRoleArn: { 'Fn::GetAtt': [logicalId(site.stack, 'Api/LogRole'), 'Arn'] },
      },
    });
    site.template.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: {
        'Fn::Join': [
          '',
          [
            '/aws/appsync/apis/',
            { 'Fn::GetAtt': [logicalId(site.stack, 'Api/GraphqlApi'), 'ApiId'] },
          ],
        ],
      },
    });
    site.template.resourceCountIs('Custom::LogRetention', 0);
  });
});

describe('schema', () => {
  it('deploys schema/schema.graphql unchanged, AppSync directives included', () => {
    const schema = readFileSync(SCHEMA_PATH, 'utf8');
    site.template.hasResourceProperties('AWS::AppSync::GraphQLSchema', { Definition: schema });
    expect(schema).toContain('@aws_api_key');
    expect(schema).toContain(
      '@aws_cognito_user_pools(cognito_groups: ["owner", "admin", "intake"])',
    );
  });
});

describe('resolvers', () => {
  const code = readFileSync(RESOLVER_CODE_PATH, 'utf8');

  it.each(HANDLERS.map((handler) => [handler.name, handler] as const))(
    '%s: a Lambda data source on its function, one APPSYNC_JS resolver per field',
    (name, handler) => {
      const fn = logicalId(site.stack, `Functions/${pascal(name)}Function`);
      site.template.hasResourceProperties('AWS::AppSync::DataSource', {
        Name: `${name}Lambda`,
        Type: 'AWS_LAMBDA',
        LambdaConfig: { LambdaFunctionArn: { 'Fn::GetAtt': [fn, 'Arn'] } },
      });
      const fields = [...handler.fields.Query, ...handler.fields.Mutation];
      expect(fields.length).toBeGreaterThan(0);
      for (const typeName of ['Query', 'Mutation'] as const) {
        for (const fieldName of handler.fields[typeName]) {
          site.template.hasResourceProperties('AWS::AppSync::Resolver', {
            TypeName: typeName,
            FieldName: fieldName,
            Kind: 'UNIT',
            DataSourceName: `${name}Lambda`,
            Runtime: { Name: 'APPSYNC_JS', RuntimeVersion: '1.0.0' },
            Code: code,
          });
        }
      }
    },
  );

  it('resolves every Query and Mutation field of the schema, and nothing else', () => {
    const schema = buildSchema(
      readFileSync(join(ROOT, 'schema/appsync-builtins.graphql'), 'utf8') +
        readFileSync(SCHEMA_PATH, 'utf8'),
    );
    const schemaFields = (['Query', 'Mutation'] as const).flatMap((typeName) =>
      Object.keys((schema.getType(typeName) as GraphQLObjectType).getFields()).map(
        (field) => `${typeName}.${field}`,
      ),
    );
    const resolvers = Object.values(site.template.findResources('AWS::AppSync::Resolver')).map(
      (resolver) => `${resolver.Properties.TypeName}.${resolver.Properties.FieldName}`,
    );
    expect(resolvers.sort()).toEqual(schemaFields.sort());
  });
});

describe('resolver code', () => {
  interface Ctx {
    arguments?: unknown;
    identity?: unknown;
    source?: unknown;
    request?: unknown;
    info?: Record<string, unknown>;
    prev?: unknown;
    stash?: unknown;
    error?: { message: string; type: string };
    result?: unknown;
  }
  type Resolver = { request(ctx: Ctx): unknown; response(ctx: Ctx): unknown };

  // Evaluates the APPSYNC_JS module with a stand-in for @aws-appsync/utils, whose util.error
  // ends the evaluation as a throw would.
  const source = readFileSync(RESOLVER_CODE_PATH, 'utf8')
    .replace(/^import .*$/m, '')
    .replaceAll('export function', 'function');
  const util = {
    error(message: string, type: string): never {
      throw Object.assign(new Error(message), { type });
    },
  };
  const resolver = new Function('util', `${source}\nreturn { request, response };`)(
    util,
  ) as Resolver;

  const info = {
    fieldName: 'listPosts',
    parentTypeName: 'Query',
    variables: { limit: 2 },
    selectionSetList: ['items'],
    selectionSetGraphQL: '{ items { id } }',
  };

  it('invokes the Lambda with the event a Direct Lambda Resolver sends', () => {
    const ctx: Ctx = {
      arguments: { limit: 2 },
      identity: { sub: 'abc', groups: ['admin'] },
      source: null,
      request: { headers: { 'x-api-key': 'k' }, domainName: null },
      info,
      prev: null,
      stash: {},
    };
    expect(resolver.request(ctx)).toEqual({
      operation: 'Invoke',
      payload: {
        arguments: ctx.arguments,
        identity: ctx.identity,
        source: ctx.source,
        request: ctx.request,
        info,
        prev: ctx.prev,
        stash: ctx.stash,
      },
    });
  });

  it('returns the data of a successful outcome, null when there is none', () => {
    expect(resolver.response({ result: { data: { items: [] } } })).toEqual({ items: [] });
    expect(resolver.response({ result: null })).toBeNull();
  });

  it('turns an error outcome into a GraphQL error with its errorType', () => {
    expect(() =>
      resolver.response({
        result: { errorType: 'ValidationError', errorMessage: 'email: Invalid e-mail' },
      }),
    ).toThrow(
      expect.objectContaining({ message: 'email: Invalid e-mail', type: 'ValidationError' }),
    );
  });

  it('passes an invocation error through', () => {
    expect(() =>
      resolver.response({ error: { message: 'Task timed out', type: 'Lambda:Unhandled' } }),
    ).toThrow(expect.objectContaining({ message: 'Task timed out', type: 'Lambda:Unhandled' }));
  });
});

describe('handler functions', () => {
  /** Handlers that answer a list field sign and check nextTokens. */
  const pages = (name: string) =>
    HANDLERS.find((handler) => handler.name === name)?.fields.Query.some((field) =>
      field.startsWith('list'),
    );

  it.each(HANDLERS.map((handler) => [handler.name] as const))(
    '%s: Node.js 22 on arm64, with the stack-provided environment',
    (name) => {
      const functionId = logicalId(site.stack, `Functions/${pascal(name)}Function`);
      const fn = site.template.toJSON().Resources[functionId];
      expect(fn.Properties).toMatchObject({
        Role: { 'Fn::GetAtt': [logicalId(site.stack, `Functions/${pascal(name)}Role`), 'Arn'] },
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
      });
      expect(fn.Properties.Environment.Variables).toEqual({
        MESSAGE_TABLE: { Ref: logicalId(site.stack, 'Data/Message') },
        POST_TABLE: { Ref: logicalId(site.stack, 'Data/Post') },
        TESTIMONIAL_TABLE: { Ref: logicalId(site.stack, 'Data/Testimonial') },
        STAFF_TABLE: { Ref: logicalId(site.stack, 'Data/Staff') },
        REFERRAL_TABLE: { Ref: logicalId(site.stack, 'Data/Referral') },
        FEEDBACK_TABLE: { Ref: logicalId(site.stack, 'Data/Feedback') },
        JOB_APPLICATION_TABLE: { Ref: logicalId(site.stack, 'Data/JobApplication') },
        AUDIT_TABLE: { Ref: logicalId(site.stack, 'Data/Audit') },
        RATE_LIMIT_TABLE: { Ref: logicalId(site.stack, 'Data/RateLimit') },
        FILES_BUCKET: { Ref: logicalId(site.stack, 'Storage/FilesBucket') },
        SENDER_EMAIL: 'no-reply@example.com',
        INBOX_EMAIL: 'inbox@example.com',
        USER_POOL_ID: { Ref: logicalId(site.stack, 'Auth/UserPool') },
        NODE_OPTIONS: '--enable-source-maps',
        // Only the ARN: the handler fetches the key itself (lambdas/shared/pagination.ts).
        ...(pages(name)
          ? { PAGINATION_SECRET_ARN: { Ref: logicalId(site.stack, 'Functions/PaginationSecret') } }
          : {}),
        // The job pages' publisher (test/cdk/job-pages.test.ts checks both).
        ...(name === 'posts'
          ? {
              SITE_BUCKET: { Ref: logicalId(site.stack, 'Hosting/SiteBucket') },
              JOB_PAGE_TEMPLATES_SHA256: expect.stringMatching(/^[0-9a-f]{64}$/),
            }
          : {}),
      });
    },
  );

  it('gives the list-token key to the handlers that page, and to no one else', () => {
    expect(HANDLERS.filter((handler) => pages(handler.name)).map((h) => h.name)).toEqual([
      'messages',
      'posts',
      'testimonials',
      'staff',
      'referrals',
      'feedback',
      'applications',
    ]);
  });

  it('never puts the secret value itself into the template', () => {
    expect(JSON.stringify(site.template.toJSON())).not.toContain('{{resolve:secretsmanager');
  });

  it('bundles each handler (and the API key rotation and the two expired-files functions) locally into one minified ES module', () => {
    // The assets this template deploys: the output folder holds those of other syntheses too.
    const keys = Object.values(site.template.findResources('AWS::Lambda::Function')).map(
      (fn) => fn.Properties.Code?.S3Key as unknown,
    );
    const assets = [...new Set(keys)]
      .filter((key): key is string => typeof key === 'string')
      .map((key) => join(site.app.outdir, `asset.${key.replace(/\.zip$/, '')}`))
      .filter((dir) => existsSync(dir) && readdirSync(dir).includes('index.mjs'));
    // The key rotation and the referral and job application expired-files functions.
    expect(assets).toHaveLength(HANDLERS.length + 3);
    for (const dir of assets) {
      const bundle = readFileSync(join(dir, 'index.mjs'), 'utf8');
      // Minified: long lines (the few line breaks left are inside string literals).
      expect(bundle.length / bundle.split('\n').length).toBeGreaterThan(1000);
      expect(bundle).toContain('export{');
    }
  });

  it('ships wasm-vips beside the files bundle only, loadable from there with no install', () => {
    const assetOf = (name: string) => {
      const fn =
        site.template.toJSON().Resources[
          logicalId(site.stack, `Functions/${pascal(name)}Function`)
        ];
      const key = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
      return join(site.app.outdir, `asset.${key}`);
    };
    const files = assetOf('files');
    const shipped = join(files, 'node_modules/wasm-vips');
    // WebAssembly, not a native addon: the same file runs on the arm64 runtime.
    expect(readFileSync(join(shipped, 'lib/vips.wasm')).subarray(0, 4)).toEqual(
      Buffer.from('\0asm', 'latin1'),
    );
    expect(readdirSync(join(shipped, 'lib')).sort()).toEqual(['vips-node.mjs', 'vips.wasm']);
    // The bundle imports the package rather than containing it (its worker threads load its file).
    const bundle = readdirSync(files)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(files, file), 'utf8'))
      .join('\n');
    expect(bundle).toMatch(/import\("wasm-vips"\)/);
    expect(bundle).not.toContain('em-pthread');
    // Resolved from the asset folder as the Lambda runtime resolves it from /var/task.
    const started = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        "const { default: Vips } = await import('wasm-vips');" +
          'const vips = await Vips({ dynamicLibraries: [] });' +
          'process.stdout.write(vips.version(0) + "\\n"); vips.shutdown();',
      ],
      { cwd: files, encoding: 'utf8', timeout: 120_000 },
    );
    expect(started.stderr).toBe('');
    expect(started.stdout).toBe('8\n');
    for (const handler of HANDLERS.filter(({ name }) => name !== 'files')) {
      expect(readdirSync(assetOf(handler.name))).not.toContain('node_modules');
    }
  });

  it('gives the files handler the memory (and CPU) to re-encode a large photo', () => {
    const memory = (name: string) =>
      site.template.toJSON().Resources[logicalId(site.stack, `Functions/${pascal(name)}Function`)]
        .Properties.MemorySize;
    expect(memory('files')).toBe(3008);
    expect(memory('messages')).toBe(512);
  });

  it('generates the pagination secret in the account', () => {
    site.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
  });
});

describe('WAF', () => {
  interface Rule {
    Name: string;
    Statement: { RateBasedStatement: { ScopeDownStatement?: unknown } };
  }
  const rules = (): Rule[] =>
    Object.values(site.template.findResources('AWS::WAFv2::WebACL'))[0]?.Properties.Rules;

  it('puts a regional web ACL with rate limits and the common rule set on the API', () => {
    const acl = logicalId(site.stack, 'ApiFirewall/WebAcl');
    site.template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'RateLimitCreateMessage',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: CREATE_MESSAGE_RATE_LIMIT,
              AggregateKeyType: 'IP',
            }),
          },
        }),
        Match.objectLike({
          Name: 'RateLimitReferral',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: REFERRAL_RATE_LIMIT,
              AggregateKeyType: 'IP',
            }),
          },
        }),
        Match.objectLike({
          Name: 'RateLimitFeedback',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: FEEDBACK_RATE_LIMIT,
              AggregateKeyType: 'IP',
            }),
          },
        }),
        Match.objectLike({
          Name: 'RateLimitPerIp',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({ Limit: API_RATE_LIMIT, AggregateKeyType: 'IP' }),
          },
        }),
        Match.objectLike({
          Name: 'AWSManagedRulesCommonRuleSet',
          OverrideAction: { None: {} },
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              VendorName: 'AWS',
              Name: 'AWSManagedRulesCommonRuleSet',
            }),
          },
        }),
      ]),
    });
    site.template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [logicalId(site.stack, 'Api/GraphqlApi'), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [acl, 'Arn'] },
    });
  });

  it('counts API-key requests naming createMessage, escaped or padded past 8 KB', () => {
    const rule = rules().find((r) => r.Name === 'RateLimitCreateMessage');
    expect(rule?.Statement.RateBasedStatement.ScopeDownStatement).toEqual({
      AndStatement: {
        Statements: [
          {
            // Public callers only: staff send a Cognito token instead, never x-api-key.
            SizeConstraintStatement: {
              FieldToMatch: { SingleHeader: { Name: 'x-api-key' } },
              ComparisonOperator: 'GT',
              Size: 0,
              TextTransformations: [{ Priority: 0, Type: 'NONE' }],
            },
          },
          {
            ByteMatchStatement: {
              // An oversize body, which WAF cannot read to the end, counts as a match.
              FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
              PositionalConstraint: 'CONTAINS',
              SearchString: 'createmessage',
              // \u0063reateMessage is decoded before the case is folded.
              TextTransformations: [
                { Priority: 0, Type: 'JS_DECODE' },
                { Priority: 1, Type: 'LOWERCASE' },
              ],
            },
          },
        ],
      },
    });
  });

  it('counts API-key requests naming createReferral or a referral attachment upload', () => {
    const rule = rules().find((r) => r.Name === 'RateLimitReferral');
    const scope = rule?.Statement.RateBasedStatement.ScopeDownStatement as {
      AndStatement: { Statements: Record<string, unknown>[] };
    };
    const [apiKey, names] = scope.AndStatement.Statements;
    expect(apiKey).toHaveProperty('SizeConstraintStatement.FieldToMatch', {
      SingleHeader: { Name: 'x-api-key' },
    });
    const searched = (
      names as { OrStatement: { Statements: { ByteMatchStatement: Record<string, unknown> }[] } }
    ).OrStatement.Statements.map((statement) => statement.ByteMatchStatement);
    expect(searched.map((match) => match.SearchString)).toEqual([
      'createreferral',
      'referralattachmentupload',
    ]);
    // Every public referral mutation's name contains one of them, once lower-cased.
    for (const field of [
      'createReferral',
      'startReferralAttachmentUpload',
      'completeReferralAttachmentUpload',
    ]) {
      expect(
        searched.some((match) => field.toLowerCase().includes(String(match.SearchString))),
      ).toBe(true);
    }
    for (const match of searched) {
      expect(match).toMatchObject({
        FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
        PositionalConstraint: 'CONTAINS',
      });
    }
  });

  it('counts API-key requests naming createFeedback, escaped or padded past 8 KB', () => {
    const rule = rules().find((r) => r.Name === 'RateLimitFeedback');
    const scope = rule?.Statement.RateBasedStatement.ScopeDownStatement as {
      AndStatement: { Statements: Record<string, unknown>[] };
    };
    // The same scope as createMessage's rule, for its own operation.
    const messageRule = rules().find((r) => r.Name === 'RateLimitCreateMessage');
    expect(JSON.stringify(scope).replace('createfeedback', 'createmessage')).toBe(
      JSON.stringify(messageRule?.Statement.RateBasedStatement.ScopeDownStatement),
    );
    expect(scope.AndStatement.Statements[1]).toHaveProperty(
      'ByteMatchStatement.SearchString',
      'createfeedback',
    );
  });
});

describe('WAF for the Apply form', () => {
  interface Rule {
    Name: string;
    Statement: { RateBasedStatement: { Limit: number; ScopeDownStatement?: unknown } };
  }
  const rules = (): Rule[] =>
    Object.values(site.template.findResources('AWS::WAFv2::WebACL'))[0]?.Properties.Rules;

  it('counts API-key requests naming submitJobApplication or a CV upload', () => {
    const rule = rules().find((r) => r.Name === 'RateLimitJobApplication');
    expect(rule?.Statement.RateBasedStatement.Limit).toBe(JOB_APPLICATION_RATE_LIMIT);
    const scope = rule?.Statement.RateBasedStatement.ScopeDownStatement as {
      AndStatement: { Statements: Record<string, unknown>[] };
    };
    const [apiKey, names] = scope.AndStatement.Statements;
    expect(apiKey).toHaveProperty('SizeConstraintStatement.FieldToMatch', {
      SingleHeader: { Name: 'x-api-key' },
    });
    const searched = (
      names as { OrStatement: { Statements: { ByteMatchStatement: Record<string, unknown> }[] } }
    ).OrStatement.Statements.map((statement) => String(statement.ByteMatchStatement.SearchString));
    for (const field of [
      'submitJobApplication',
      'startJobApplicationCvUpload',
      'completeJobApplicationCvUpload',
    ]) {
      expect(searched.some((name) => field.toLowerCase().includes(name))).toBe(true);
    }
  });
});

describe('query limits', () => {
  const schema = buildSchema(
    readFileSync(join(ROOT, 'schema/appsync-builtins.graphql'), 'utf8') +
      readFileSync(SCHEMA_PATH, 'utf8'),
  );

  /** Levels of the deepest selection a type allows (the schema has no cycles). */
  function depth(type: GraphQLOutputType): number {
    const named = getNamedType(type);
    if (!isObjectType(named)) return 0;
    return 1 + Math.max(...Object.values(named.getFields()).map((field) => depth(field.type)));
  }

  it('disables introspection and limits depth and resolver invocations per request', () => {
    site.template.hasResourceProperties('AWS::AppSync::GraphQLApi', {
      IntrospectionConfig: 'DISABLED',
      QueryDepthLimit: QUERY_DEPTH_LIMIT,
      ResolverCountLimit: RESOLVER_COUNT_LIMIT,
    });
  });

  it('lets through the deepest selection the schema allows', () => {
    const deepest = Math.max(
      ...(['Query', 'Mutation'] as const).map((typeName) => {
        const root = schema.getType(typeName) as GraphQLObjectType;
        return depth(root);
      }),
    );
    // dashboard { complaintsDue { items { id } } }: the root field, the dashboard, a section, its
    // items' fields (a list's connection and item are one level fewer).
    expect(deepest).toBe(4);
    expect(QUERY_DEPTH_LIMIT).toBeGreaterThanOrEqual(deepest);
  });

  /** Levels of the selection, fragments expanded: root fields are 1, leaves count. */
  function selectionDepth(selectionSet: SelectionSetNode, fragments: Fragments): number {
    let deepest = 0;
    const pending = [{ selectionSet, level: 1 }];
    for (let next = pending.pop(); next; next = pending.pop()) {
      deepest = Math.max(deepest, next.level);
      for (const field of fieldsOf(next.selectionSet, fragments)) {
        if (field.selectionSet) {
          pending.push({ selectionSet: field.selectionSet, level: next.level + 1 });
        }
      }
    }
    return deepest;
  }

  it('fits every operation the public pages and the admin area send', () => {
    // Each feature keeps its operations, with their fragments, in a .graphql file of its folder.
    const operationFiles = readdirSync(join(ROOT, 'frontend/src'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.graphql'))
      .map((file) => `frontend/src/${file}`);
    expect(operationFiles.length).toBeGreaterThan(5);
    const operations = operationFiles.flatMap((file) => {
      const document = parse(readFileSync(join(ROOT, file), 'utf8'));
      const fragments = fragmentsOf(document);
      return document.definitions
        .filter(
          (definition): definition is OperationDefinitionNode =>
            definition.kind === Kind.OPERATION_DEFINITION,
        )
        .map((operation) => {
          const rootFields = fieldsOf(operation.selectionSet, fragments);
          return {
            name: `${file}: ${operation.name?.value ?? 'anonymous'}`,
            depth: selectionDepth(operation.selectionSet, fragments),
            resolvers: rootFields.length,
            problems: rootFields.flatMap(
              (field) => selectionProblem(field.selectionSet, fragments, SELECTION_LIMIT) ?? [],
            ),
          };
        });
    });
    expect(operations.length).toBeGreaterThan(10);
    const outside = operations.filter(
      ({ depth, resolvers, problems }) =>
        depth > QUERY_DEPTH_LIMIT || resolvers > RESOLVER_COUNT_LIMIT || problems.length > 0,
    );
    expect(outside).toEqual([]);
  });

  it('counts resolvers only on root fields, so a 100-item page is one invocation', () => {
    const resolvedTypes = new Set(
      Object.values(site.template.findResources('AWS::AppSync::Resolver')).map(
        (resolver) => resolver.Properties.TypeName,
      ),
    );
    expect([...resolvedTypes].sort()).toEqual(['Mutation', 'Query']);
    // The three public reads a page may combine.
    expect(RESOLVER_COUNT_LIMIT).toBeGreaterThanOrEqual(3);
  });
});
