import {
  STATE_NAMES,
  stateOfLocation,
  type AustralianStateName,
} from '../../../../schema/contract/australianStates';
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

/**
 * The location filter's states: the spec's (`offered`) always, then any other state a post is in,
 * in the country's usual order, so no post is left without a box to find it by.
 */
export function locationOptions(
  offered: readonly AustralianStateName[],
  posts: readonly JobPost[],
): AustralianStateName[] {
  const inUse = new Set(posts.map((post) => stateOfLocation(post.location)));
  const others = STATE_NAMES.filter((state) => !offered.includes(state) && inUse.has(state));
  return [...offered, ...others];
}
