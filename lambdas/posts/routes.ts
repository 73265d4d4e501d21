// The Post (job) routes: a public list, and admin-only create, update and delete, each of which
// republishes the job board's list (schema/contract/publicLists.ts) and the job's own page
// (./jobPages.ts). The list gives each post's location as its state and its type as one of the
// four, so posts written as free text before ("VIC", "full-time") are found under the board's
// filters, and holds only the jobs open now.

import { stateOfLocation } from '../../schema/contract/australianStates';
import { publicEmploymentType } from '../../schema/contract/employmentTypes';
import { isJobOpen, jobSlug } from '../../schema/contract/jobPages';
import type { Post } from '../../schema/generated/types';
import { type EditableEntity, editableEntityRoutes } from '../shared/editableEntity';
import type { RequestContext } from '../shared/errors';
import { publishList } from '../shared/publicList';
import { POST_FIELDS } from './fields';
import { publishAllJobPages, publishJobPage, slugOf } from './jobPages';
import { descriptionHtml } from './description';
import { createPostArguments, listPostsArguments, updatePostArguments } from './schemas';

export const posts: EditableEntity<Post, typeof POST_FIELDS> = {
  entity: 'Post',
  fields: POST_FIELDS,
  schemas: { list: listPostsArguments, create: createPostArguments, update: updatePostArguments },
  publicList: {
    name: 'jobs',
    entity: 'Post',
    toPublic: (post) => ({
      id: post.id,
      slug: slugOf(post),
      title: post.title,
      descriptionHtml: descriptionHtml(post.description, 'h4'),
      location: stateOfLocation(post.location) ?? post.location,
      type: publicEmploymentType(post.type),
    }),
    isListed: isJobOpen,
  },
  createdFields: ({ title, id }) => ({ slug: jobSlug(title, id) }),
  publish: async (request, change) => {
    const now = new Date();
    await publishList(posts.publicList, request, now);
    await publishJobPage(change, request, now);
  },
};

/**
 * The republish a deployment, `npm start` and the daily schedule send: the list and every job's
 * page as they are at `now` (a parameter, so tests can move the clock).
 */
export async function republishJobs(
  request: RequestContext,
  now: Date = new Date(),
): Promise<void> {
  await publishList(posts.publicList, request, now);
  await publishAllJobPages(request, now);
}

export const routes = editableEntityRoutes(posts);
