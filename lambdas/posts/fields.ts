// The GraphQL fields the posts handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the names routes.ts gives the editable entity's routes.

import type { EditableFields } from '../shared/fields';

export const POST_FIELDS = {
  list: 'listPosts',
  create: 'createPost',
  update: 'updatePost',
  delete: 'deletePost',
} as const satisfies EditableFields;
