// Long tasks keep a phone from answering a tap, so the islands' start-up is cut into short ones.

/** The Prioritized Task Scheduling API, not yet in TypeScript's DOM types. */
type TaskScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, once the browser has handled what was waiting
 * (input, painting). `scheduler.yield` resumes ahead of other queued tasks; elsewhere a timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
