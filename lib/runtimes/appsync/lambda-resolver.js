// APPSYNC_JS unit resolver shared by every field (lib/cloud/api.ts). The request hands the Lambda
// the same event a Direct Lambda Resolver would; the response unwraps the handlers' outcome
// envelope ({ data } or { errorType, errorMessage }, see lambdas/shared/outcome.ts) into a GraphQL
// error with a real errorType, because a thrown Lambda error would reach clients as
// "Lambda:Unhandled".
import { util } from '@aws-appsync/utils';

export function request(ctx) {
  return {
    operation: 'Invoke',
    payload: {
      arguments: ctx.arguments,
      identity: ctx.identity,
      source: ctx.source,
      request: ctx.request,
      // Spelled out: the same five keys a Direct Lambda Resolver sends.
      info: {
        fieldName: ctx.info.fieldName,
        parentTypeName: ctx.info.parentTypeName,
        variables: ctx.info.variables,
        selectionSetList: ctx.info.selectionSetList,
        selectionSetGraphQL: ctx.info.selectionSetGraphQL,
      },
      prev: ctx.prev,
      stash: ctx.stash,
    },
  };
}

export function response(ctx) {
  if (ctx.error) util.error(ctx.error.message, ctx.error.type);
  if (ctx.result && ctx.result.errorType) util.error(ctx.result.errorMessage, ctx.result.errorType);
  return ctx.result ? ctx.result.data : null;
}
