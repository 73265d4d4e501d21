// What child-process.ts tells its children's preload (child-preload.ts), shared by both sides.

/** Names the child process that answered an HTTP request. */
export const STAND_IN_HEADER = 'x-local-stand-in';

export const CHILD_ENV = {
  /** The id the child stamps on its answers. */
  id: 'LOCAL_STAND_IN_ID',
  /** JSON list of the browser origins the child answers. */
  origins: 'LOCAL_STAND_IN_ORIGINS',
  /** DATA_DIR: files written below it are written atomically. */
  dataDir: 'LOCAL_STAND_IN_DATA_DIR',
} as const;

/**
 * How a child exits when the port it was given is taken (EADDRINUSE's number on Linux): between
 * the parent choosing a free port and the child binding it, another process can take it.
 */
export const PORT_TAKEN_EXIT_CODE = 98;
