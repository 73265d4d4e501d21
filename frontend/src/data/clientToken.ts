import { clearProgress, progressKey, readProgress, writeProgress } from './formProgressStore';

interface Unconfirmed {
  fields: string;
  token: string;
}

const isUnconfirmed = (value: unknown): value is Unconfirmed =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Unconfirmed).fields === 'string' &&
  typeof (value as Unconfirmed).token === 'string';

/**
 * The client token of a public form's submission: sending the same fields again (the visitor
 * pressing Send after a failure) reuses the token of the last submission not confirmed stored, so
 * the API stores it once, under the same id or reference, even when the first attempt was stored
 * but its answer was lost. New fields, or a confirmed submission, start a new token. The
 * unconfirmed token is kept with the form's progress (formProgressStore.ts), so a resend after a
 * reload is just as safe; a confirmed submission removes it.
 */
export function submissionTokens(form: string) {
  const key = `${progressKey(form)}:token`;
  let unconfirmed: Unconfirmed | undefined;
  return {
    tokenFor(input: object): string {
      const fields = JSON.stringify(input);
      if (unconfirmed?.fields !== fields) {
        const stored = readProgress(key);
        unconfirmed =
          isUnconfirmed(stored) && stored.fields === fields
            ? stored
            : { fields, token: crypto.randomUUID() };
        writeProgress(key, unconfirmed);
      }
      return unconfirmed.token;
    },
    /** The submission was stored: the next one gets a new token. */
    confirmed(): void {
      unconfirmed = undefined;
      clearProgress(key);
    },
  };
}
