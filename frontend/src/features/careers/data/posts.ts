import type { PublicJob } from '../../../../../schema/contract/publicLists';
import { fetchPublicList } from '../../../data/publicList';

export type JobPost = PublicJob;

/** Every job post, newest first, from the published job list. */
export function listAllPosts(): Promise<JobPost[]> {
  return fetchPublicList('jobs');
}
