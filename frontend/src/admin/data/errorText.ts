/** The message an error carries (a sign-in error's, say), or undefined when it has none. */
export function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
