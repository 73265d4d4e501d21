// Structured logs: each entry is one JSON line holding its level, message, the request's id and
// GraphQL field, its details, and an error's name, message and stack. AWS Lambda Powertools' Logger
// writes the line to stdout or stderr itself, past the text prefix Lambda puts on console output, so
// CloudWatch's JSON filter patterns (lib/cloud/monitoring.ts) match its fields; locally, where the
// gateway runs the handlers in-process, each entry is one line of the stack's output.

import { Logger } from '@aws-lambda-powertools/logger';

const logger = new Logger({ serviceName: process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'local' });

/** The request an entry is about: a resolver's (lambdas/shared/errors.ts RequestContext) or none. */
export interface LoggedRequest {
  requestId: string;
  fieldName?: string;
}

/** What else the entry says; an Error anywhere in it is logged with its name, message and stack. */
export type LogDetails = Record<string, unknown>;

type Level = 'info' | 'warn' | 'error';

function write(level: Level) {
  return (message: string, request: LoggedRequest | null, details: LogDetails = {}): void => {
    const keys = request ? { requestId: request.requestId, fieldName: request.fieldName } : {};
    logger[level]({ message, ...keys, ...details });
  };
}

export const log = { info: write('info'), warn: write('warn'), error: write('error') };
