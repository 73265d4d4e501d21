import { chakra } from '@chakra-ui/react';
import type { JobPost } from './data/posts';
import { JobCard } from './JobCard';

/** The cards of the posts that pass the filters (its own chunk: it brings the Markdown renderer). */
export function JobList({ posts }: { posts: readonly JobPost[] }) {
  return (
    <chakra.ul listStyle="none" display="grid" gap={6}>
      {posts.map((post) => (
        <li key={post.id}>
          <JobCard post={post} />
        </li>
      ))}
    </chakra.ul>
  );
}
