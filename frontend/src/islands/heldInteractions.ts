// A tap or a submit that lands in an island before React has taken it over would be lost: its
// buttons do nothing yet, and its form would post to the static site. On a slow phone that window
// is a second or more after the page shows, so they are held here and replayed in the island once
// it is hydrated. From the moment an island's hydration starts, React itself hydrates it at once
// for an event that lands in it and then delivers the event, so nothing is held for it any more.
// If an island's code cannot be loaded for good, what was held and whatever is tapped or sent
// there later is answered with a message naming the provider's phone and e-mail instead.
import { islandAttributes } from './island';
import { showLoadFailure } from './loadFailureAlert';

const hydrationStarted = new WeakSet<Element>();
/** Per island, what to replay, each with the button or form it came from. */
const held = new Map<Element, { source: Element; replay: () => void }[]>();
/** Islands whose code could not be loaded for good. */
const failed = new WeakSet<Element>();
/** Set when the code every island needs could not be loaded for good. */
let allFailed = false;

function hold(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const island = target?.closest(`[${islandAttributes.name}]`);
  if (!target || !island || hydrationStarted.has(island)) return;
  let source: Element | undefined;
  let replay: (() => void) | undefined;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    // Posted, it would reach the static site, which answers a POST with an error page.
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    source = target;
    replay = () => target.requestSubmit(submitter);
  } else if (event.type === 'click') {
    const button = target.closest('button');
    // A submit button's click goes on to submit its form, which is held above.
    if (button && button.type !== 'submit') {
      source = button;
      replay = () => button.click();
    }
  }
  if (!source || !replay) return;
  if (allFailed || failed.has(island)) {
    showLoadFailure(island);
    return;
  }
  // A second tap on a control that did nothing yet means "do it", not "do it twice".
  const others = (held.get(island) ?? []).filter((each) => each.source !== source);
  held.set(island, [...others, { source, replay }]);
}

/** Starts holding clicks on buttons and form submits in islands that are not yet hydrating. */
export function holdInteractionsUntilHydrated(): void {
  window.addEventListener('click', hold, { capture: true });
  window.addEventListener('submit', hold, { capture: true });
}

/** Called as React starts hydrating `island`: from then on, React takes its events. */
export function islandHydrationStarted(island: Element): void {
  hydrationStarted.add(island);
}

/** Called once `island` is hydrated: replays, in order, what was held for it. */
export function replayHeldInteractions(island: Element): void {
  const replays = held.get(island) ?? [];
  held.delete(island);
  for (const { replay } of replays) replay();
}

/**
 * Called when the code of `island`, or of every island if none is given, cannot be loaded for
 * good: what was held there, and what is tapped or sent there from now on, gets the message.
 */
export function islandsFailedToLoad(island?: Element): void {
  if (island) failed.add(island);
  else allFailed = true;
  for (const each of island ? [island] : [...held.keys()]) {
    if (!held.delete(each)) continue;
    showLoadFailure(each);
  }
}
