// A step that runs after the request has already succeeded (a clean-up, a notification): its
// failure must not turn that success into an error, so it is logged with the request and details,
// never raised.

import type { RequestContext } from './errors';
import { log } from './log';

export async function bestEffort(
  failureMessage: string,
  request: RequestContext,
  details: Record<string, unknown>,
  step: () => Promise<unknown>,
): Promise<void> {
  try {
    await step();
  } catch (error) {
    log.error(failureMessage, request, { ...details, error });
  }
}
