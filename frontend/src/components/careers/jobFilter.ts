import type { JobPost } from '../../data/posts';

export interface JobFilterState {
  types: ReadonlySet<string>;
  locations: ReadonlySet<string>;
}

const normalise = (value: string) => value.trim().toLowerCase();

const matches = (chosen: ReadonlySet<string>, value: string) =>
  chosen.size === 0 || [...chosen].some((option) => normalise(option) === normalise(value));

/** Posts of any chosen type and any chosen location; a group with nothing ticked allows all. */
export function filterPosts(posts: readonly JobPost[], filter: JobFilterState): JobPost[] {
  return posts.filter(
    (post) => matches(filter.types, post.type) && matches(filter.locations, post.location),
  );
}
