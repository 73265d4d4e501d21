// The script of every public page. The page arrives as finished HTML; only its islands (the
// interactive parts, marked by Island.tsx) are hydrated, each as its own React root, so a page
// loads React, the styling runtime and the code of the islands it shows, and nothing else.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pagePath } from './app/currentPath';
import { islandAttributes } from './islands/island';
import { IslandRoot } from './islands/IslandRoot';
import { createEmotionCache } from './theme/emotion';

type IslandModule = { default: ComponentType<Record<string, unknown>> };

const islandModules = import.meta.glob<IslandModule>('./islands/hydrated/*.tsx');

/** How far below the viewport a 'visible' island starts loading, so it is ready when seen. */
const VISIBLE_MARGIN = '300px 0px';

const cache = createEmotionCache();
const path = pagePath(window.location.pathname);

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(islandAttributes.name);
  const load = islandModules[`./islands/hydrated/${name}.tsx`];
  if (!load) throw new Error(`No island named ${String(name)}`);
  const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as Record<
    string,
    unknown
  >;
  const { default: Component } = await load();
  hydrateRoot(
    element,
    <IslandRoot cache={cache} path={path}>
      <Component {...props} />
    </IslandRoot>,
  );
}

function start(element: HTMLElement): void {
  hydrate(element).catch((error: unknown) => {
    console.error(
      `The ${element.getAttribute(islandAttributes.name)} island could not start`,
      error,
    );
  });
}

/** Island wrappers are `display: contents` and have no box to watch: their first child has. */
const islandOfWatched = new Map<Element, HTMLElement>();
const whenVisible = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const island = islandOfWatched.get(entry.target);
      if (!entry.isIntersecting || !island) continue;
      whenVisible.unobserve(entry.target);
      islandOfWatched.delete(entry.target);
      start(island);
    }
  },
  { rootMargin: VISIBLE_MARGIN },
);

for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
  const watched = element.firstElementChild;
  if (element.getAttribute(islandAttributes.when) === 'visible' && watched) {
    islandOfWatched.set(watched, element);
    whenVisible.observe(watched);
  } else {
    start(element);
  }
}
