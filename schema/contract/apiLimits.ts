// The request limits of the GraphQL API, as plain data: lib/cloud/api.ts deploys them to AppSync
// and the local gateway (lib/local/gateway) enforces the same values, so a query that works locally
// works in the cloud. No CDK imports here: the local stack loads this file too.

/**
 * Whether the API answers introspection (`__schema`, `__type`). The schema is public in the
 * repository, but the deployed API need not hand it to scanners; the site and the codegen use
 * schema/schema.graphql, never introspection. `__typename` always works.
 */
export const INTROSPECTION_ENABLED = false;

/**
 * The schema has no cycles and its deepest selection is three levels (listPosts { items { title } },
 * startStaffPhotoUpload { parts { url } }); the limit leaves room for growth but refuses anything
 * built to exhaust the service.
 */
export const QUERY_DEPTH_LIMIT = 5;

/**
 * Resolver invocations per request. Only Query and Mutation fields have resolvers (list items are
 * plain data, so a 100-item page is still one invocation): this caps how many top-level fields,
 * aliases included, one request may carry. A page needs at most three public fields at once; the
 * cap also bounds how many aliased createMessage calls hide in one request WAF counts once.
 */
export const RESOLVER_COUNT_LIMIT = 5;

/**
 * Bytes in one request body. AppSync takes a GraphQL operation of at most 1,048,576 characters
 * (its length constraint wherever the AWS API references spell it out); the largest legitimate body
 * here, a job post of 50 lines of 1000 characters, is a few hundred KiB even fully escaped.
 */
export const REQUEST_SIZE_LIMIT_BYTES = 1048576;

/**
 * Fields one root field may select, every level counted: each alias and each `__typename` counts
 * once, fields in fragments as often as the fragments are spread. Plain fields need no resolver, so
 * neither the resolver count nor the depth limit bounds them, and aliasing one text field thousands
 * of times inside a 100-item page multiplies the response (one 770 KiB query answered 112 MiB).
 * The site's widest selection is a dozen fields. The handlers enforce it in the cloud too, from
 * AppSync's info.selectionSetList (lambdas/shared/selection.ts). The local gateway also bounds the
 * fields at an operation's root by it, where fragments could otherwise multiply `__typename`.
 */
export const SELECTION_LIMIT = 100;

/**
 * Brackets nested in one request (`{`, `[` and `(` in the query, `{` and `[` in the JSON body):
 * parsers and input coercion recurse per level, and a filter nested 2,000 deep exhausted the stack.
 * The deepest legitimate request (a filter at its 3 levels of and/or/not inside a list selection)
 * nests about 15.
 */
export const NESTING_LIMIT = 50;

/**
 * Tokens in one query document: graphql-java's default parser limit (AppSync runs graphql-java).
 * Bounds parse and validation work before anything else is counted.
 */
export const QUERY_TOKEN_LIMIT = 15000;

/**
 * Bytes in one response body: a backstop behind the limits above, which already keep every
 * legitimate answer far below it (a 100-item page of the largest entity is under 6 MiB, the Lambda
 * response limit, and few requests ask for more than one page).
 */
export const RESPONSE_SIZE_LIMIT_BYTES = 8 * 1048576;
