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
