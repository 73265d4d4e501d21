// The script of every public page. The page arrives as finished HTML and is readable and usable as
// links at once. Its islands' code (menus, forms, the carousel) is fetched once the first frame is
// painted, so it never competes with it, and run once the page has loaded and the browser is idle;
// a visitor who presses a key, touches or clicks before then starts it at once.
import { holdInteractionsUntilHydrated, islandsFailedToLoad } from './islands/heldInteractions';
import type * as HydrateIslands from './islands/hydrateIslands';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** The longest an idle browser may make the islands wait after the page has loaded. */
const IDLE_TIMEOUT_MS = 1000;
/** Failed fetches of the islands' code after which the page stops trying: a first and a retry. */
const FETCHES_BEFORE_GIVING_UP = 2;

let code: Promise<typeof HydrateIslands> | undefined;
let failedFetches = 0;
function fetchCode(): Promise<typeof HydrateIslands> {
  code ??= import('./islands/hydrateIslands').then(
    (module) => {
      module.fetchIslandsShownAtOnce();
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

let started = false;
function hydrateNow(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, hydrateNow, true);
  fetchCode().then(
    (module) =>
      module
        .hydrateIslands()
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
      started = false;
      listenForInteraction();
    },
  );
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) {
    requestIdleCallback(hydrateNow, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(hydrateNow, 0);
  }
}

holdInteractionsUntilHydrated();
listenForInteraction();
// The callback of the next frame runs before it is painted; the timeout after it runs after.
requestAnimationFrame(() =>
  setTimeout(() => {
    fetchCode().catch((error: unknown) =>
      console.error('The page could not load its islands', error),
    );
  }, 0),
);
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
