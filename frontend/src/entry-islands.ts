// The script of every public page. The page arrives as finished HTML and is readable and usable as
// links at once. Its enhancements (the header's menus: plain DOM code, a few kB) run at once. A
// page with React islands (forms, the carousel, the job board) fetches their code once the first
// frame is painted, so it never competes with it, and runs it once the page has loaded and the
// browser is idle; a visitor who presses a key, touches or clicks before then starts it at once.
// An island hydrated when seen is fetched only when it comes near the viewport. A page without
// islands loads no React at all.
import { ENHANCED_ATTRIBUTE } from './enhancements/enhancement';
import { runEnhancements } from './enhancements';
import { holdInteractionsUntilHydrated, islandsFailedToLoad } from './islands/heldInteractions';
import { islandAttributes } from './islands/island';
import type * as HydrateIslands from './islands/hydrateIslands';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** The longest an idle browser may make the islands wait after the page has loaded. */
const IDLE_TIMEOUT_MS = 1000;
/** Failed fetches of the islands' code after which the page stops trying: a first and a retry. */
const FETCHES_BEFORE_GIVING_UP = 2;
/** How far below the viewport a 'visible' island starts loading, so it is ready when seen. */
const VISIBLE_MARGIN = '300px 0px';

runEnhancements();
document.documentElement.setAttribute(ENHANCED_ATTRIBUTE, '');

const islands = [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)];
const shownAtOnce = islands.filter(
  (element) => element.getAttribute(islandAttributes.when) !== 'visible',
);
const whenSeen = islands.filter((element) => !shownAtOnce.includes(element));

let code: Promise<typeof HydrateIslands> | undefined;
let failedFetches = 0;
/** Islands to hydrate at the next start: those shown at once, then any whose code did not load. */
const pending = [...shownAtOnce];
let started = false;
function fetchCode(): Promise<typeof HydrateIslands> {
  code ??= import('./islands/hydrateIslands').then(
    (module) => {
      module.fetchIslandCode(shownAtOnce);
      return module;
    },
    (error: unknown) => {
      // A phone's connection drops now and then: the next attempt fetches the code again.
      code = undefined;
      failedFetches += 1;
      throw error;
    },
  );
  return code;
}

function listenForInteraction(): void {
  for (const type of INTERACTIONS) {
    window.addEventListener(type, hydrateNow, { capture: true, passive: true });
  }
}

/** Hydrates `elements`; if the code cannot be fetched, the next interaction tries again. */
function hydrate(elements: HTMLElement[]): void {
  fetchCode().then(
    (module) =>
      module
        .hydrateIslands(elements)
        .catch((error: unknown) => console.error('The page could not start its islands', error)),
    (error: unknown) => {
      if (failedFetches >= FETCHES_BEFORE_GIVING_UP) {
        // What was tapped or sent, and what is from now on, is answered with the provider's
        // phone and e-mail (heldInteractions.ts).
        console.error('The islands’ code could not be loaded; the page stops trying', error);
        islandsFailedToLoad();
        return;
      }
      // What the visitor tapped or submitted stays held, and their next touch, click or key tries
      // again (heldInteractions.ts).
      console.error(
        'The islands’ code could not be loaded; the next interaction tries again',
        error,
      );
      pending.push(...elements);
      started = false;
      listenForInteraction();
    },
  );
}

/** Island wrappers are `display: contents` and have no box to watch: their first child has. */
function watchUntilSeen(): void {
  const islandOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = islandOf.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        observer.unobserve(entry.target);
        islandOf.delete(entry.target);
        hydrate([island]);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const element of whenSeen) {
    const watched = element.firstElementChild;
    if (!watched) continue;
    islandOf.set(watched, element);
    observer.observe(watched);
  }
}

function hydrateNow(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, hydrateNow, true);
  const now = pending.splice(0);
  if (now.length > 0) hydrate(now);
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) {
    requestIdleCallback(hydrateNow, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(hydrateNow, 0);
  }
}

if (islands.length > 0) {
  holdInteractionsUntilHydrated();
  listenForInteraction();
  watchUntilSeen();
  // The callback of the next frame runs before it is painted; the timeout after it runs after.
  if (shownAtOnce.length > 0) {
    requestAnimationFrame(() =>
      setTimeout(() => {
        fetchCode().catch((error: unknown) =>
          console.error('The page could not load its islands', error),
        );
      }, 0),
    );
  }
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
