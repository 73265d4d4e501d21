// The local stack loads each handler through HANDLER_MODULES (so that `npm start`'s bundle holds
// them): each must be the very module lambdas/resolverMap.ts names as that handler's entry, the one
// the cloud deploys.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HANDLER_MODULES } from '../../lib/local/gateway/handler-modules';
import { PROJECT_ROOT } from '../../lib/local/index';
import { HANDLERS } from '../../lambdas/resolverMap';

describe('HANDLER_MODULES', () => {
  it('has a module for each handler and no other', () => {
    expect(Object.keys(HANDLER_MODULES).sort()).toEqual(HANDLERS.map(({ name }) => name).sort());
  });

  it.each(HANDLERS.map((definition) => [definition.name, definition] as const))(
    "loads %s's entry, which exports its handler",
    async (name, definition) => {
      const entry = (await import(pathToFileURL(join(PROJECT_ROOT, definition.entry)).href)) as {
        handler: unknown;
      };
      const loaded = (await HANDLER_MODULES[name]()) as { handler: unknown };
      expect(typeof entry.handler).toBe('function');
      expect(loaded).toBe(entry);
    },
  );
});
