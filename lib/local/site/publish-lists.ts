// Publishes every public list from the tables at start, through the handlers themselves (the
// republish event a deployment sends in the cloud), so the job board and the testimonials show the
// seeded data, and data kept in DATA_DIR from before, at once.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HANDLERS } from '../../../lambdas/resolverMap';
import { REPUBLISH_EVENT } from '../../../schema/contract/publicLists';
import { errorText } from '../processes/log';

type RepublishHandler = (
  event: typeof REPUBLISH_EVENT,
  context: { awsRequestId: string },
) => Promise<unknown>;

export async function publishPublicLists(projectRoot: string): Promise<void> {
  for (const definition of HANDLERS) {
    if (!definition.publicList) continue;
    const { handler } = (await import(pathToFileURL(join(projectRoot, definition.entry)).href)) as {
      handler: RepublishHandler;
    };
    try {
      await handler(REPUBLISH_EVENT, { awsRequestId: `local-start-${definition.name}` });
    } catch (error) {
      throw new Error(
        `Publishing the public ${definition.publicList} list failed: ${errorText(error)}`,
        { cause: error },
      );
    }
  }
}
