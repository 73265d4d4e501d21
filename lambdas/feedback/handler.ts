// Resolves the feedback fields: the public feedback and complaints form (form.ts) and the
// admin's complaints register (routes.ts).

import { resolverHandler } from '../shared/resolver';
import { publicRoutes } from './form';
import { registerRoutes } from './routes';

export const handler = resolverHandler({ ...publicRoutes, ...registerRoutes });
