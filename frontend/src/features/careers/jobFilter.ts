import { stateOfLocation } from '../../../../schema/contract/australianStates';
import type { JobPost } from './data/posts';

export interface JobFilterState {
  types: ReadonlySet<string>;
  locations: ReadonlySet<string>;
}

const normalise = (value: string) => value.trim().toLowerCase();

const matches = (chosen: ReadonlySet<string>, value: string) =>
  chosen.size === 0 || [...chosen].some((option) => normalise(option) === normalise(value));

/**
 * Posts of any chosen type and in any chosen state; a group with nothing ticked allows all. A
 * location is read as its state, so a post written as "VIC" shows under Victoria.
 */
export function filterPosts(posts: readonly JobPost[], filter: JobFilterState): JobPost[] {
  return posts.filter(
    (post) =>
      matches(filter.types, post.type) &&
      matches(filter.locations, stateOfLocation(post.location) ?? post.location),
  );
}
