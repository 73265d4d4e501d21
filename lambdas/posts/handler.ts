// The posts handler's Lambda entry point: its routes (routes.ts), and a republish of its public list
// when a deployment or the local stack asks for one.

import { publishList } from '../shared/publicList';
import { resolverHandler } from '../shared/resolver';
import { posts, routes } from './routes';

export const handler = resolverHandler(routes, (request) => publishList(posts.publicList, request));
