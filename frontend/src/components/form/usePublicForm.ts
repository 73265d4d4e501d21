// The state and submit of a public form (the referral, feedback and contact forms): a module apart
// from the form's frame (PublicForm.tsx), which the contact form, showing its outcome in a dialog,
// does not use.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ConfirmationText } from './ReferenceConfirmation';
import { serverFieldErrors } from './serverFieldErrors';
import { useFormProgress, type KeptState } from './useFormProgress';

export type Problems<Field extends string> = Partial<Record<Field, string>>;

/** What a form's own check makes of what was typed: the input to send, or what is wrong with it. */
export interface Checked<Field extends string, Input> {
  input: Input | null;
  errors: Problems<Field> | null;
}

/** What was sent: its reference, and the confirmation that shows it. */
export interface Sent {
  reference: string;
  confirmation: ConfirmationText;
}

export interface PublicFormOptions<Field extends string, Input, Result = Sent> {
  /** The form's id prefix (fieldIds.ts). */
  idPrefix: string;
  /** The form's fields in the order it shows them, named as the API names them. */
  fields: readonly Field[];
  check: (data: FormData) => Checked<Field, Input>;
  send: (input: Input) => Promise<Result>;
  /** Shown in the summary when sending failed for a reason that names no field. */
  failed: string;
  /** What the console says when sending failed. */
  failureLog: string;
  /** Called after a success, once the form is emptied: to reset what the form keeps in state. */
  onSent?: () => void;
  /** Called after a failed send, with the problems the API found per field (none, often). */
  onFailed?: (fieldProblems: Problems<Field>) => void;
  /** The API's problems per field, for a form whose fields the API names otherwise. */
  serverErrors?: (error: unknown) => Problems<Field>;
  /** What the form's progress keeps besides its fields (useFormProgress.ts). */
  kept?: KeptState;
}

/**
 * What a public form keeps between renders: a failed submit (the form's own checks, or what the
 * API refused) shows a focused summary linking to each field in error; success shows the
 * reference, its heading focused, and empties the form. A submit while one is being sent does nothing. The
 * progress is kept for the tab until the form is sent (useFormProgress.ts).
 */
export function usePublicForm<Field extends string, Input, Result = Sent>(
  options: PublicFormOptions<Field, Input, Result>,
) {
  const { idPrefix, fields, check, send, failed, failureLog, onSent, onFailed, kept } = options;
  const serverErrors = options.serverErrors ?? ((error) => serverFieldErrors(error, fields));
  const formRef = useRef<HTMLFormElement>(null);
  const progress = useFormProgress(idPrefix, formRef, kept);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Problems<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Result | null>(null);
  /** Whether the form's own check refused the latest submit. */
  const [checkFailed, setCheckFailed] = useState(false);
  /** Counts failed submits and successes, so each one moves focus even when nothing else changed. */
  const [focusRequest, setFocusRequest] = useState<{ to: 'summary' | 'confirmation'; n: number }>();

  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.to === 'summary' ? summaryRef.current : confirmationRef.current;
    // The confirmation's heading takes focus, but its whole panel is scrolled into view.
    const shown = focusRequest.to === 'summary' ? target : target?.closest('[role="region"]');
    (shown ?? target)?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [focusRequest]);

  const requestFocus = (to: 'summary' | 'confirmation') =>
    setFocusRequest((previous) => ({ to, n: (previous?.n ?? 0) + 1 }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const checked = check(new FormData(event.currentTarget));
    setSent(null);
    setFailure(null);
    setErrors(checked.errors ?? {});
    setCheckFailed(!checked.input);
    if (!checked.input) {
      requestFocus('summary');
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      const confirmed = await send(checked.input);
      formRef.current?.reset();
      onSent?.();
      progress.clear();
      setSent(confirmed);
      requestFocus('confirmation');
    } catch (error) {
      console.error(failureLog, error);
      const fieldProblems = serverErrors(error);
      setErrors(fieldProblems);
      if (!Object.keys(fieldProblems).length) setFailure(failed);
      onFailed?.(fieldProblems);
      requestFocus('summary');
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  return {
    ...options,
    formRef,
    summaryRef,
    confirmationRef,
    sending,
    errors,
    failure,
    sent,
    checkFailed,
    onSubmit,
    /** Takes back the problems of fields that are gone or changed since. */
    clearErrors(...cleared: Field[]) {
      setErrors(
        (previous) =>
          Object.fromEntries(
            Object.entries(previous).filter(([field]) => !cleared.includes(field as Field)),
          ) as Problems<Field>,
      );
    },
  };
}
