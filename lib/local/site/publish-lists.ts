// Publishes every public list from the tables at start, through the handlers themselves (the
// republish event a deployment sends in the cloud), so the job board and the testimonials show the
// seeded data, and data kept in DATA_DIR from before, at once. The posts handler publishes the job
// pages with its list; when the site is not built yet there is no template for them, which is
// reported and not fatal (they are published at the next start or change).
import { HANDLERS } from '../../../lambdas/resolverMap';
import { TEMPLATE_MISSING_ERROR } from '../../../schema/contract/jobPages';
import { REPUBLISH_EVENT } from '../../../schema/contract/publicLists';
import { HANDLER_MODULES } from '../gateway/handler-modules';
import { errorText, type Log } from '../processes/log';

type RepublishHandler = (
  event: typeof REPUBLISH_EVENT,
  context: { awsRequestId: string },
) => Promise<unknown>;

/** Sends the republish event to each handler that publishes a list (`only`: that one). */
export async function publishPublicLists(log: Log, only?: string): Promise<void> {
  for (const definition of HANDLERS) {
    if (!definition.publicList || (only && definition.name !== only)) continue;
    const { handler } = (await HANDLER_MODULES[definition.name]()) as { handler: RepublishHandler };
    try {
      await handler(REPUBLISH_EVENT, { awsRequestId: `local-start-${definition.name}` });
    } catch (error) {
      if (error instanceof Error && error.name === TEMPLATE_MISSING_ERROR) {
        log(`The job pages are not published: ${error.message}`);
        continue;
      }
      throw new Error(
        `Publishing the public ${definition.publicList} list failed: ${errorText(error)}`,
        { cause: error },
      );
    }
  }
}
