// Resolves the Post (job) fields: a public list, and admin-only create, update and delete.

import type { Post } from '../../schema/generated/types';
import { listPage } from '../shared/list';
import type { ResolverOutcome } from '../shared/outcome';
import { deleteItem, putNewItem, stampNewItem, updateExistingItem } from '../shared/repository';
import { type ResolverEvent, type Routes, dispatch } from '../shared/resolver';
import { deleteArguments, parseArguments } from '../shared/validation';
import { createPostArguments, listPostsArguments, updatePostArguments } from './schemas';

const routes: Routes = {
  'Query.listPosts': {
    access: 'public',
    resolve: async (args) => listPage<Post>('Post', parseArguments(listPostsArguments, args)),
  },
  'Mutation.createPost': {
    access: 'admin',
    resolve: async (args) => {
      const { input } = parseArguments(createPostArguments, args);
      return putNewItem<Post>('Post', stampNewItem(input));
    },
  },
  'Mutation.updatePost': {
    access: 'admin',
    resolve: async (args) => {
      const { id, ...fields } = parseArguments(updatePostArguments, args).input;
      return updateExistingItem<Post>('Post', id, fields);
    },
  },
  'Mutation.deletePost': {
    access: 'admin',
    resolve: async (args) => {
      const { input } = parseArguments(deleteArguments, args);
      return deleteItem<Post>('Post', input.id);
    },
  },
};

export async function handler(
  event: ResolverEvent,
  context: { awsRequestId: string },
): Promise<ResolverOutcome> {
  return dispatch(routes, event, context);
}
