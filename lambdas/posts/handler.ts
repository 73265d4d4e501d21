// Resolves the Post (job) fields: a public list, and admin-only create, update and delete.

import type { Post } from '../../schema/generated/types';
import { editableEntityRoutes } from '../shared/editableEntity';
import { resolverHandler } from '../shared/resolver';
import { createPostArguments, listPostsArguments, updatePostArguments } from './schemas';

export const handler = resolverHandler(
  editableEntityRoutes<Post>({
    entity: 'Post',
    fields: { list: 'listPosts', create: 'createPost', update: 'updatePost', delete: 'deletePost' },
    schemas: { list: listPostsArguments, create: createPostArguments, update: updatePostArguments },
  }),
);
