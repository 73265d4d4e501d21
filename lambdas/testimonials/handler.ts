// The testimonials handler's Lambda entry point: its routes (routes.ts), and a republish of its public list
// when a deployment or the local stack asks for one.

import { publishList } from '../shared/publicList';
import { resolverHandler } from '../shared/resolver';
import { testimonials, routes } from './routes';

export const handler = resolverHandler(routes, (request) =>
  publishList(testimonials.publicList, request),
);
