/** Where the local stack reports progress and problems: one line per call. */
export type Log = (line: string) => void;

export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
