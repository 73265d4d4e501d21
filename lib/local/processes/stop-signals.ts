// How `npm start` (bin/local.ts) hears that it should stop. One Ctrl-C reaches it twice: the
// terminal signals the whole process group, and npm passes the signal on to us. So a signal soon
// after the first is that same Ctrl-C; only a later one is a second Ctrl-C, which stops at once
// instead of waiting for the requests in flight. (`npm start` runs Node with tsx as a loader, not
// the tsx command: that one passes signals on itself and kills its child 30 ms later if it has not
// answered, which cut off the requests in flight of a busy stack.)

/** Longer than npm's relay takes, shorter than a person takes to press Ctrl-C again. */
export const REPEAT_WINDOW_MS = 1_000;

export interface StopHandlers {
  /** The first signal: stop in order, letting requests in flight finish. */
  stop(): void;
  /** A signal after REPEAT_WINDOW_MS: stop now. */
  force(): void;
}

export function onStopSignals(handlers: StopHandlers, now: () => number = Date.now): void {
  let first: number | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (first === undefined) {
        first = now();
        handlers.stop();
      } else if (now() - first > REPEAT_WINDOW_MS) {
        handlers.force();
      }
    });
  }
}
