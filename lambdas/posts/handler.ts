// Resolves the Post (job) fields: a public list, and admin-only create, update and delete, each of
// which republishes the job board's list (schema/contract/publicLists.ts). The list gives each post's
// location as its state, so posts written as free text before ("VIC") show under their state.

import { stateOfLocation } from '../../schema/contract/australianStates';
import type { Post } from '../../schema/generated/types';
import { editableEntityHandler } from '../shared/editableEntity';
import { createPostArguments, listPostsArguments, updatePostArguments } from './schemas';

export const handler = editableEntityHandler<Post>({
  entity: 'Post',
  fields: { list: 'listPosts', create: 'createPost', update: 'updatePost', delete: 'deletePost' },
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
});
