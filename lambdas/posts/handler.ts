// The posts handler's Lambda entry point: its routes (routes.ts), and a republish of its public list
// and job pages when a deployment, the daily schedule or the local stack asks for one.

import { resolverHandler } from '../shared/resolver';
import { republishJobs, routes } from './routes';

export const handler = resolverHandler(routes, (request) => republishJobs(request));
