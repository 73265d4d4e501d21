import { ListPostsDocument, type ListPostsQuery } from './generated/operations';
import { request } from './graphqlClient';

export type JobPost = ListPostsQuery['listPosts']['items'][number];

const PAGE_SIZE = 100;

/** Every job post, newest first: follows nextToken until the last page. */
export async function listAllPosts(): Promise<JobPost[]> {
  const posts: JobPost[] = [];
  let nextToken: string | null | undefined;
  do {
    const { listPosts } = await request(ListPostsDocument, { limit: PAGE_SIZE, nextToken });
    posts.push(...listPosts.items);
    nextToken = listPosts.nextToken;
  } while (nextToken);
  return posts;
}
