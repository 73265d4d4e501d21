// The Post (job) routes: a public list, and admin-only create, update and delete, each of which
// republishes the job board's list (schema/contract/publicLists.ts). The list gives each post's
// location as its state, so posts written as free text before ("VIC") show under their state.

import { stateOfLocation } from '../../schema/contract/australianStates';
import type { Post } from '../../schema/generated/types';
import { type EditableEntity, editableEntityRoutes } from '../shared/editableEntity';
import { POST_FIELDS } from './fields';
import { createPostArguments, listPostsArguments, updatePostArguments } from './schemas';

export const posts: EditableEntity<Post, typeof POST_FIELDS> = {
  entity: 'Post',
  fields: POST_FIELDS,
  schemas: { list: listPostsArguments, create: createPostArguments, update: updatePostArguments },
  publicList: {
    name: 'jobs',
    entity: 'Post',
    toPublic: ({ id, title, description, location, type }) => ({
      id,
      title,
      description,
      location: stateOfLocation(location) ?? location,
      type,
    }),
  },
};

export const routes = editableEntityRoutes(posts);
