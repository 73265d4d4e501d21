// The routes of an entity that anyone may list and only the admin creates, replaces and deletes as
// a whole (job posts, testimonials): each entity brings its field names and its argument schemas.

import type * as z from 'zod/mini';
import type { Entity } from './config';
import { type ListArguments, listPage } from './list';
import { deleteItem, putNewItem, stampNewItem, updateExistingItem } from './repository';
import type { Routes } from './resolver';
import { deleteArguments, parseArguments } from './validation';

export interface EditableEntity {
  entity: Entity;
  /** Root field names, e.g. `{ list: 'listPosts', create: 'createPost', … }`. */
  fields: { list: string; create: string; update: string; delete: string };
  schemas: {
    list: z.ZodMiniType<ListArguments>;
    create: z.ZodMiniType<{ input: Record<string, unknown> }>;
    update: z.ZodMiniType<{ input: { id: string } & Record<string, unknown> }>;
  };
}

export function editableEntityRoutes<Item>({ entity, fields, schemas }: EditableEntity): Routes {
  return {
    [`Query.${fields.list}`]: {
      access: 'public',
      resolve: async (args) => listPage<Item>(entity, parseArguments(schemas.list, args)),
    },
    [`Mutation.${fields.create}`]: {
      access: 'admin',
      resolve: async (args) => {
        const { input } = parseArguments(schemas.create, args);
        return putNewItem(entity, stampNewItem(input));
      },
    },
    [`Mutation.${fields.update}`]: {
      access: 'admin',
      resolve: async (args) => {
        const { id, ...changes } = parseArguments(schemas.update, args).input;
        return updateExistingItem<Item>(entity, id, changes);
      },
    },
    [`Mutation.${fields.delete}`]: {
      access: 'admin',
      resolve: async (args) => {
        const { input } = parseArguments(deleteArguments, args);
        return deleteItem<Item>(entity, input.id);
      },
    },
  };
}
