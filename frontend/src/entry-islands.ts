// The script of every public page. The page arrives as finished HTML and is readable and usable as
// links at once; its islands (menus, forms, the carousel) are hydrated once the page has loaded and
// the browser is idle, so running React never delays the first paint of the page or its images.
// A visitor who presses a key, touches or clicks before then starts hydration at once.
const hydrateModule = () => import('./islands/hydrateIslands');

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** The longest an idle browser may make the islands wait after the page has loaded. */
const IDLE_TIMEOUT_MS = 1000;

let started = false;

function hydrateNow(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, hydrateNow, true);
  hydrateModule()
    .then(({ hydrateIslands }) => hydrateIslands())
    .catch((error: unknown) => console.error('The page could not start its islands', error));
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) {
    requestIdleCallback(hydrateNow, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(hydrateNow, 0);
  }
}

for (const type of INTERACTIONS) {
  window.addEventListener(type, hydrateNow, { capture: true, passive: true });
}
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
