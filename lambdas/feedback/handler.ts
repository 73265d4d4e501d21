// Resolves the feedback fields: the public feedback and complaints form (publicRoutes.ts) and the
// admin's complaints register (registerRoutes.ts).

import { resolverHandler } from '../shared/resolver';
import { publicRoutes } from './publicRoutes';
import { registerRoutes } from './registerRoutes';

export const handler = resolverHandler({ ...publicRoutes, ...registerRoutes });
