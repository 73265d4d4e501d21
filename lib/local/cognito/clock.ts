/** Milliseconds since the epoch; the time-bound rules take one so that tests can move time. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
