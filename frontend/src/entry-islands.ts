// The script of every public page. The page arrives as finished HTML and is readable and usable as
// links at once. Its islands' code (menus, forms, the carousel) is fetched once the first frame is
// painted, so it never competes with it, and run once the page has loaded and the browser is idle;
// a visitor who presses a key, touches or clicks before then starts it at once.
import { holdInteractionsUntilHydrated } from './islands/heldInteractions';
import type * as HydrateIslands from './islands/hydrateIslands';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** The longest an idle browser may make the islands wait after the page has loaded. */
const IDLE_TIMEOUT_MS = 1000;

let code: Promise<typeof HydrateIslands> | undefined;
function fetchCode(): Promise<typeof HydrateIslands> {
  code ??= import('./islands/hydrateIslands').then((module) => {
    module.fetchIslandsShownAtOnce();
    return module;
  });
  return code;
}

let started = false;
function hydrateNow(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, hydrateNow, true);
  fetchCode()
    .then((module) => module.hydrateIslands())
    .catch((error: unknown) => console.error('The page could not start its islands', error));
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) {
    requestIdleCallback(hydrateNow, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(hydrateNow, 0);
  }
}

holdInteractionsUntilHydrated();
for (const type of INTERACTIONS) {
  window.addEventListener(type, hydrateNow, { capture: true, passive: true });
}
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
