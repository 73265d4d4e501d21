/**
 * The client token of a public form's submission: sending the same fields again (the visitor
 * pressing Send after a failure) reuses the token of the last submission not confirmed stored, so
 * the API stores it once, under the same id or reference, even when the first attempt was stored
 * but its answer was lost. New fields, or a confirmed submission, start a new token.
 */
export function submissionTokens() {
  let unconfirmed: { fields: string; token: string } | undefined;
  return {
    tokenFor(input: object): string {
      const fields = JSON.stringify(input);
      if (unconfirmed?.fields !== fields) {
        unconfirmed = { fields, token: crypto.randomUUID() };
      }
      return unconfirmed.token;
    },
    /** The submission was stored: the next one gets a new token. */
    confirmed(): void {
      unconfirmed = undefined;
    },
  };
}
