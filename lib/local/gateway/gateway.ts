// POST /graphql as AppSync answers it: 401 UnauthorizedException before anything runs, 400
// MalformedHttpRequestException for an unreadable body, else 200 with `data` and AppSync-shaped
// `errors` ({ path, data, errorType, errorInfo, locations, message }). Unlike AppSync, it refuses
// browsers on other origins than the site's (../http/origins.ts).
import { randomUUID } from 'node:crypto';
import type { GraphQLError } from 'graphql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  execute,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { fieldError, requestError, requestProblem, type AppSyncError } from './appsync-errors';
import { authenticate, UnauthorizedRequestError, type Caller } from './authenticate';
import type { TokenVerifier } from '../cognito/token-verifier';
import {
  INTROSPECTION_ENABLED,
  NESTING_LIMIT,
  QUERY_TOKEN_LIMIT,
  REQUEST_SIZE_LIMIT_BYTES,
  RESPONSE_SIZE_LIMIT_BYTES,
  SELECTION_LIMIT,
} from '../../../schema/contract/apiLimits';
import { APPSYNC_WORDED, NoIntrospectionRule } from './limits';
import { preparedQueries } from './prepared-queries';
import { nestsDeeperThan, selectionProblems } from './request-shape';
import type { GatewayContext } from './schema';
import { errorText, type Log } from '../processes/log';
import { corsHeaders, refusedOrigin } from '../http/origins';
import { answeredPreflight, type PreflightRule } from '../http/preflight';

export interface GatewayOptions {
  schema: GraphQLSchema;
  /** The site's origins: the only ones browsers may call the API from (../http/origins.ts). */
  allowedOrigins: readonly string[];
  apiKey: string;
  verifyToken: TokenVerifier;
  log: Log;
  /** Log every operation, not only failures. */
  verbose?: boolean;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const PREFLIGHT: PreflightRule = {
  methods: ['POST', 'OPTIONS'],
  // What Amplify's and Apollo's GraphQL clients send.
  headers: [
    'accept',
    'authorization',
    'content-type',
    'x-api-key',
    'x-amz-date',
    'x-amz-security-token',
    'x-amz-user-agent',
    'apollographql-client-name',
    'apollographql-client-version',
  ],
};

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'x-amzn-requestid': randomUUID(),
    ...corsHeaders(req),
    ...headers,
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** The answer to a request whose response would pass RESPONSE_SIZE_LIMIT_BYTES. */
const RESPONSE_TOO_LARGE = {
  data: null,
  errors: [
    {
      path: null,
      errorType: 'ResponseTooLarge',
      locations: null,
      message: `The response would exceed ${RESPONSE_SIZE_LIMIT_BYTES} bytes. Select fewer fields or items.`,
    },
  ],
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > REQUEST_SIZE_LIMIT_BYTES) {
      // The rest of the body stays unread: on a kept-alive connection it would be taken for the
      // next request, so this connection ends with the answer.
      throw new HttpError(413, 'PayloadTooLargeException', 'Request body is too large.', {
        connection: 'close',
      });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

function parseRequest(text: string): GraphqlRequest {
  if (!text.trim()) {
    throw new HttpError(400, 'MalformedHttpRequestException', 'Request body is empty.');
  }
  // JSON.parse and variable coercion recurse per level: refuse deep input before either runs.
  if (nestsDeeperThan(text, NESTING_LIMIT, 'json')) {
    throw new HttpError(
      400,
      'BadRequestException',
      `The request nests deeper than ${NESTING_LIMIT} levels.`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const request = body as Partial<GraphqlRequest> | undefined;
  if (!request || typeof request !== 'object' || typeof request.query !== 'string') {
    throw new HttpError(400, 'MalformedHttpRequestException', 'Unable to parse GraphQL query.');
  }
  const { variables } = request;
  return {
    query: request.query,
    variables: variables && typeof variables === 'object' ? variables : {},
    operationName: typeof request.operationName === 'string' ? request.operationName : undefined,
  };
}

/** Parses and validates a query: a document to execute, or the errors AppSync would answer. */
function prepare(
  schema: GraphQLSchema,
  query: string,
): { document: DocumentNode } | { errors: AppSyncError[] } {
  if (nestsDeeperThan(query, NESTING_LIMIT, 'graphql')) {
    return {
      errors: [
        requestProblem(`Invalid Syntax : the query nests deeper than ${NESTING_LIMIT} levels.`),
      ],
    };
  }
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: QUERY_TOKEN_LIMIT });
  } catch (error) {
    return { errors: [requestError(error as GraphQLError, 'Invalid Syntax : ')] };
  }
  // Before validation, whose overlapping-fields check grows with the square of a selection's width.
  const selectionErrors = selectionProblems(document, SELECTION_LIMIT);
  if (selectionErrors.length > 0) {
    return {
      errors: selectionErrors.map((problem) => requestProblem(`Validation error: ${problem}`)),
    };
  }
  const rules = INTROSPECTION_ENABLED ? specifiedRules : [...specifiedRules, NoIntrospectionRule];
  const validationErrors = validate(schema, document, rules);
  if (validationErrors.length > 0) {
    return {
      errors: validationErrors.map((e) =>
        requestError(e, e.extensions[APPSYNC_WORDED] ? '' : 'Validation error: '),
      ),
    };
  }
  return { document };
}

/** How many distinct valid queries a gateway keeps parsed and validated (prepared-queries.ts). */
const PREPARED_QUERIES_KEPT = 500;

export function createGateway(options: GatewayOptions) {
  const { schema, log } = options;
  const prepared = preparedQueries((query) => prepare(schema, query), PREPARED_QUERIES_KEPT);

  async function execution(
    request: GraphqlRequest,
    context: GatewayContext,
  ): Promise<{ data: unknown; errors?: AppSyncError[] }> {
    const query = prepared(request.query);
    if ('errors' in query) {
      return { data: null, errors: query.errors };
    }
    const result = (await execute({
      schema,
      document: query.document,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: context,
    })) as ExecutionResult;
    if (!('data' in result) || result.data === undefined) {
      // Variable coercion failed: nothing ran.
      return { data: null, errors: (result.errors ?? []).map((e) => requestError(e)) };
    }
    return result.errors?.length
      ? { data: result.data, errors: result.errors.map(fieldError) }
      : { data: result.data };
  }

  return async function handleGraphql(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (refusedOrigin(req, res, options.allowedOrigins)) {
      return;
    }
    if (answeredPreflight(req, res, PREFLIGHT)) {
      return;
    }
    if (req.method !== 'POST') {
      send(req, res, 405, {
        errors: [{ errorType: 'MethodNotAllowedException', message: 'Use POST.' }],
      });
      return;
    }
    const started = Date.now();
    try {
      let caller: Caller;
      try {
        caller = await authenticate(req.headers, options);
      } catch (error) {
        if (error instanceof UnauthorizedRequestError) {
          if (options.verbose) {
            log(`graphql 401: ${error.detail}`);
          }
          send(
            req,
            res,
            401,
            { errors: [{ errorType: 'UnauthorizedException', message: error.message }] },
            {
              'x-amzn-errortype': 'UnauthorizedException',
            },
          );
          return;
        }
        throw error;
      }
      const request = parseRequest(await readBody(req));
      const body = await execution(request, {
        caller,
        headers: req.headers,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        variables: request.variables,
        resolverInvocations: 0,
      });
      const text = JSON.stringify(body);
      send(
        req,
        res,
        200,
        Buffer.byteLength(text) > RESPONSE_SIZE_LIMIT_BYTES ? RESPONSE_TOO_LARGE : text,
      );
      if (options.verbose) {
        const fields = Object.keys((body.data as Record<string, unknown> | null) ?? {}).join(',');
        log(
          `graphql ${caller.mode} ${fields || '-'} ${Date.now() - started} ms${body.errors ? ` errors: ${body.errors.map((e) => e.message).join(' | ')}` : ''}`,
        );
      }
    } catch (error) {
      if (error instanceof HttpError) {
        send(
          req,
          res,
          error.status,
          { errors: [{ errorType: error.errorType, message: error.message }] },
          error.headers,
        );
        return;
      }
      log(`graphql request failed: ${errorText(error)}`);
      send(req, res, 500, {
        errors: [
          { errorType: 'InternalFailureException', message: 'An internal failure occurred.' },
        ],
      });
    }
  };
}
