// Hydrates a public page's islands (the interactive parts, marked by Island.tsx), each as its own
// React root: the page loads React, the styling runtime and the code of the islands it shows, and
// nothing else. entry-islands.ts decides when, and which. Each island starts in a task of its own and hydrates
// as a transition, which React does in slices of a few milliseconds, so a tap is answered meanwhile
// (and hydrates the island it lands on at once).
import type { EmotionCache } from '@emotion/cache';
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pagePath } from '../app/currentPath';
import { createEmotionCache } from '../theme/emotion';
import { siteSystem } from '../theme/system';
import { keepEarlyInput } from './earlyInput';
import {
  islandHydrationStarted,
  islandsFailedToLoad,
  replayHeldInteractions,
} from './heldInteractions';
import { islandAttributes } from './island';
import { IslandRoot } from './IslandRoot';
import { yieldToBrowser } from './yieldToBrowser';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

const islandModules = import.meta.glob<IslandModule>('./hydrated/*.tsx');

async function hydrate(cache: EmotionCache, path: string, element: HTMLElement): Promise<void> {
  const name = element.getAttribute(islandAttributes.name);
  const load = islandModules[`./hydrated/${name}.tsx`];
  if (!load) throw new Error(`No island named ${String(name)}`);
  const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as Record<
    string,
    unknown
  >;
  const { default: Component } = await load().catch((error: unknown) => {
    // A phone's connection drops now and then: one more try before giving up on the island.
    console.error(`The ${name} island's code could not be loaded; trying again`, error);
    return load();
  });
  await yieldToBrowser();
  islandHydrationStarted(element);
  const handEarlyInputToReact = keepEarlyInput(element);
  // After the effects that call this, so that React renders each replayed change before the next.
  const onHydrated = () =>
    queueMicrotask(() => {
      handEarlyInputToReact();
      replayHeldInteractions(element);
    });
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot cache={cache} path={path} onHydrated={onHydrated}>
        <Component {...props} />
      </IslandRoot>,
    );
  });
}

function start(cache: EmotionCache, path: string, element: HTMLElement): void {
  hydrate(cache, path, element).catch((error: unknown) => {
    console.error(
      `The ${element.getAttribute(islandAttributes.name)} island could not start`,
      error,
    );
    islandsFailedToLoad(element);
  });
}

/** Starts fetching the code of `elements`' islands, so it arrives with this module's. */
export function fetchIslandCode(elements: readonly Element[]): void {
  for (const element of elements) {
    islandModules[`./hydrated/${element.getAttribute(islandAttributes.name)}.tsx`]?.().catch(
      (error: unknown) => console.error('An island could not be loaded', error),
    );
  }
}

let styling: { cache: EmotionCache; path: string } | undefined;

/** Hydrates the islands `elements` are the wrappers of, each in a task of its own. */
export async function hydrateIslands(elements: readonly HTMLElement[]): Promise<void> {
  if (!styling) {
    // Evaluating this module's code, building the styling system and each island: a task apiece.
    await yieldToBrowser();
    siteSystem();
    await yieldToBrowser();
    styling ??= { cache: createEmotionCache(), path: pagePath(window.location.pathname) };
  }
  const { cache, path } = styling;
  for (const element of elements) start(cache, path, element);
}
