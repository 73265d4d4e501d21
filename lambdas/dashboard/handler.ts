// The dashboard handler's Lambda entry point: its routes (routes.ts) behind the shared dispatcher.

import { resolverHandler } from '../shared/resolver';
import { routes } from './routes';

export const handler = resolverHandler(routes);
