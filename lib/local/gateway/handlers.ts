// Loads the real Lambda handlers in-process, routed by lambdas/resolverMap.ts exactly as the cloud
// wires one Lambda data source per handler.
import type { AppSyncResolverEvent } from 'aws-lambda';
import { HANDLERS } from '../../../lambdas/resolverMap';
import { HANDLER_MODULES } from './handler-modules';

export type LambdaHandler = (
  event: AppSyncResolverEvent<Record<string, unknown>>,
  context: { awsRequestId: string },
) => Promise<unknown>;

export interface RoutedHandler {
  name: string;
  handler: LambdaHandler;
}

/** "Query.listPosts" → the handler that resolves it. */
export type HandlerRoutes = Map<string, RoutedHandler>;

export async function loadHandlers(): Promise<HandlerRoutes> {
  const routes: HandlerRoutes = new Map();
  for (const definition of HANDLERS) {
    const module = (await HANDLER_MODULES[definition.name]()) as { handler?: LambdaHandler };
    const { handler } = module;
    if (typeof handler !== 'function') {
      throw new Error(`${definition.entry} does not export a handler function.`);
    }
    for (const [type, fields] of Object.entries(definition.fields)) {
      for (const field of fields) {
        routes.set(`${type}.${field}`, { name: definition.name, handler });
      }
    }
  }
  return routes;
}
