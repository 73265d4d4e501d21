// The routes of an entity that anyone may list and only the admin creates, replaces and deletes as
// a whole (job posts, testimonials): each entity brings its field names, its argument schemas and
// the public list its writes publish. A write that cannot publish is undone and answered as an
// error, so the data and the public file never disagree.

import type * as z from 'zod/mini';
import { PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT } from '../../schema/contract/handlerLogs';
import { PUBLIC_LISTS } from '../../schema/contract/publicLists';
import { bestEffort } from './bestEffort';
import type { Entity } from './config';
import type { RequestContext } from './errors';
import type { EditableFields, editableHandlerFields } from './fields';
import { type ListArguments, listPage } from './list';
import { log } from './log';
import { type PublicList, publishList } from './publicList';
import {
  deleteItem,
  putNewItem,
  replaceInExistingItem,
  restoreItem,
  stampNewItem,
} from './repository';
import type { Route, Routes } from './resolver';
import { deleteArguments, parseArguments } from './validation';

export interface EditableEntity<Item, Fields extends EditableFields> {
  entity: Entity;
  /** Root field names, e.g. `{ list: 'listPosts', create: 'createPost', … }` (its fields.ts). */
  fields: Fields;
  schemas: {
    list: z.ZodMiniType<ListArguments>;
    create: z.ZodMiniType<{ input: Record<string, unknown> }>;
    update: z.ZodMiniType<{ input: { id: string } & Record<string, unknown> }>;
  };
  /** The public list every create, update and delete republishes. */
  publicList: PublicList<Item>;
  /**
   * What a write publishes, given the item before and after it; the public list when absent. A
   * failure undoes the write like a failed list.
   */
  publish?: (request: RequestContext, change: ItemChange<Item>) => Promise<void>;
  /** Fields a new item takes from its own and its id (a job's slug), kept across edits. */
  createdFields?: (item: Item) => Partial<Item>;
}

export interface ItemChange<Item> {
  previous: Item | null;
  current: Item | null;
}

interface Stamped {
  id: string;
  updatedAt: string;
}

/**
 * Publishes the list after a write. When that fails, the write is undone (unless someone changed
 * the item since), the list is published once more in case the failed put did land, and the
 * failure is raised: the caller answers InternalError and the staff member sees the page's own
 * failure text for a change that did not happen, which is safe to try again.
 */
async function publishOrUndo<Item extends Stamped>(
  definition: EditableEntity<Item, EditableFields>,
  request: RequestContext,
  undo: { id: string; previous: Item | null; current: Item | null },
): Promise<void> {
  const list = definition.publicList;
  const change = { previous: undo.previous, current: undo.current };
  const publish = () =>
    definition.publish ? definition.publish(request, change) : publishList(list, request);
  try {
    await publish();
  } catch (error) {
    const restored =
      undo.previous || undo.current
        ? await restoreItem(list.entity, undo.id, undo.previous, undo.current).catch(
            (undoError: unknown) => {
              log.error('Undoing a write whose list was not published failed', request, {
                id: undo.id,
                error: undoError,
              });
              return false;
            },
          )
        : true;
    log.error(PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT, request, {
      key: PUBLIC_LISTS[list.name].key,
      id: undo.id,
      undone: restored,
      error,
    });
    await bestEffort('Republishing after an undone write failed', request, { id: undo.id }, () =>
      publish(),
    );
    throw error;
  }
}

/** The entity's routes, one per field of its fields.ts. */
export function editableEntityRoutes<Item extends Stamped, const Fields extends EditableFields>(
  definition: EditableEntity<Item, Fields>,
): Routes<ReturnType<typeof editableHandlerFields<Fields>>> {
  const { entity, fields, schemas } = definition;
  // Computed keys widen to string; test/unit/route-map.test.ts checks them against the map.
  const routes: Record<string, Route> = {
    [`Query.${fields.list}`]: {
      resolve: async (args) => listPage<Item>(entity, parseArguments(schemas.list, args)),
    },
    [`Mutation.${fields.create}`]: {
      resolve: async (args, request) => {
        const { input } = parseArguments(schemas.create, args);
        const stamped = stampNewItem(input) as unknown as Item;
        const created = await putNewItem(entity, {
          ...stamped,
          ...definition.createdFields?.(stamped),
        });
        await publishOrUndo(definition, request, {
          id: created.id,
          previous: null,
          current: created,
        });
        return created;
      },
    },
    [`Mutation.${fields.update}`]: {
      resolve: async (args, request) => {
        const { id, ...changes } = parseArguments(schemas.update, args).input;
        const { previous, current } = await replaceInExistingItem<Item>(entity, id, changes);
        await publishOrUndo(definition, request, { id, previous, current });
        return current;
      },
    },
    [`Mutation.${fields.delete}`]: {
      resolve: async (args, request) => {
        const { input } = parseArguments(deleteArguments, args);
        const deleted = await deleteItem<Item>(entity, input.id);
        // Also when nothing was deleted: deleting again republishes a list a failure left behind.
        await publishOrUndo(definition, request, {
          id: input.id,
          previous: deleted,
          current: null,
        });
        return deleted;
      },
    },
  };
  return routes as Routes<ReturnType<typeof editableHandlerFields<Fields>>>;
}
