// The state and submit of a public form (the referral, feedback and contact forms): a module apart
// from the form's frame (PublicForm.tsx), which the contact form, showing its outcome in a dialog,
// does not use.
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { ConfirmationText } from './ReferenceConfirmation';
import { showQuestion } from './showQuestion';
import { serverFieldErrors } from './serverFieldErrors';
import { useFormProgress, type KeptState } from './useFormProgress';

export type Problems<Field extends string> = Partial<Record<Field, string>>;

/** What a form's own check makes of what was typed: the input to send, or what is wrong with it. */
export interface Checked<Field extends string, Input> {
  input: Input | null;
  errors: Problems<Field> | null;
  /** A date's boxes in error, by field (WrongParts in tableChecks.ts). */
  wrongParts?: Partial<Record<Field, readonly string[]>>;
}

/**
 * Where the visitor is: answering, checking the answers before sending (a form with `review`),
 * or changing one answer from there.
 */
export type Step = 'answer' | 'review' | 'change';

/**
 * Where focus goes after a step: the error summary, the form's start or a control. The list of
 * answers and the confirmation take it themselves when shown (CheckAnswers.tsx,
 * ReferenceConfirmation.tsx).
 */
type FocusTarget = 'summary' | 'start' | { control: string };

/** What was sent: its reference, and the confirmation that shows it. */
export interface Sent {
  reference: string;
  confirmation: ConfirmationText;
}

export interface PublicFormOptions<Field extends string, Input, Result = Sent> {
  /** The form's id prefix (fieldIds.ts). */
  idPrefix: string;
  /**
   * What the tab keeps its unsent answers under (useFormProgress.ts): the id prefix unless the same
   * form is asked on several pages about different things (each job's Apply form).
   */
  progressName?: string;
  /** The form's fields in the order it shows them, named as the API names them. */
  fields: readonly Field[];
  /** The form's own check; it may first load its code (see `prepare`). */
  check: (data: FormData) => Checked<Field, Input> | Promise<Checked<Field, Input>>;
  /**
   * Loads what the form needs only once answered (its checks): called when the visitor first
   * moves into the form, so that it is there by the time they send, and not part of the page's
   * first load.
   */
  prepare?: () => Promise<unknown>;
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
  /** The answers are listed to check before they are sent (CheckAnswers.tsx). */
  review?: boolean;
}

/**
 * What a public form keeps between renders: a failed submit (the form's own checks, or what the
 * API refused) shows a focused summary linking to each field in error; success shows the
 * reference, its heading focused, and empties the form. A form with `review` lists the checked
 * answers first, its heading focused, and sends them from there; changing one goes back to its
 * question. The form stays on the page throughout, hidden while it is not answered, so nothing
 * typed or attached is lost. A submit while one is being sent does nothing. The progress is kept
 * for the tab until the form is sent (useFormProgress.ts).
 */
export function usePublicForm<Field extends string, Input, Result = Sent>(
  options: PublicFormOptions<Field, Input, Result>,
) {
  const { idPrefix, fields, check, send, failed, failureLog, onSent, onFailed, kept, review } =
    options;
  const { prepare } = options;
  const serverErrors = options.serverErrors ?? ((error) => serverFieldErrors(error, fields));
  const formRef = useRef<HTMLFormElement>(null);
  const progress = useFormProgress(options.progressName ?? idPrefix, formRef, kept);
  const summaryRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLHeadingElement>(null);
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Problems<Field>>({});
  const [wrongParts, setWrongParts] = useState<Partial<Record<Field, readonly string[]>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Result | null>(null);
  const [step, setStep] = useState<Step>('answer');
  /** The checked answers being reviewed: what Send sends. */
  const [reviewed, setReviewed] = useState<Input | null>(null);
  /** Whether the form's own check refused the latest submit. */
  const [checkFailed, setCheckFailed] = useState(false);
  /** Counts the requests, so each one moves focus even when nothing else changed. */
  const [focusRequest, setFocusRequest] = useState<{ to: FocusTarget; n: number }>();

  // A layout effect: focus moves in the same task that shows the summary or step, so it is never
  // on screen without focus (a frame later, under load, a reader could already have moved on).
  useLayoutEffect(() => {
    if (!focusRequest) return;
    const { to } = focusRequest;
    if (typeof to === 'object') {
      const control = document.getElementById(to.control);
      if (control) showQuestion(control);
      return;
    }
    const target = {
      summary: summaryRef,
      start: startRef,
    }[to].current;
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [focusRequest]);

  useEffect(() => {
    const element = formRef.current;
    if (!prepare || !element) return;
    const load = () => {
      prepare().catch((error: unknown) => {
        // Tried again when the form is sent, which says so if it fails then.
        console.error('Loading the form’s checks failed', error);
      });
    };
    element.addEventListener('focusin', load, { once: true });
    return () => element.removeEventListener('focusin', load);
  }, [prepare]);

  const requestFocus = (to: FocusTarget) =>
    setFocusRequest((previous) => ({ to, n: (previous?.n ?? 0) + 1 }));

  async function deliver(input: Input) {
    sendingRef.current = true;
    setSending(true);
    try {
      const confirmed = await send(input);
      formRef.current?.reset();
      onSent?.();
      progress.clear();
      setReviewed(null);
      setStep('answer');
      setSent(confirmed);
    } catch (error) {
      console.error(failureLog, error);
      const fieldProblems = serverErrors(error);
      setErrors(fieldProblems);
      setWrongParts({});
      if (!Object.keys(fieldProblems).length) setFailure(failed);
      onFailed?.(fieldProblems);
      setStep('answer');
      requestFocus('summary');
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const data = new FormData(event.currentTarget);
    let checked: Checked<Field, Input>;
    sendingRef.current = true;
    try {
      checked = await check(data);
    } catch (error) {
      console.error(failureLog, error);
      setFailure(failed);
      requestFocus('summary');
      return;
    } finally {
      sendingRef.current = false;
    }
    setSent(null);
    setFailure(null);
    setErrors(checked.errors ?? {});
    setWrongParts(checked.wrongParts ?? {});
    setCheckFailed(!checked.input);
    if (!checked.input) {
      requestFocus('summary');
      return;
    }
    if (review) {
      setReviewed(checked.input);
      setStep('review');
      return;
    }
    await deliver(checked.input);
  }

  return {
    ...options,
    formRef,
    summaryRef,
    startRef,
    sending,
    errors,
    wrongParts,
    failure,
    sent,
    step,
    reviewed,
    checkFailed,
    onSubmit,
    /** Sends the answers being reviewed. */
    async sendReviewed() {
      if (sendingRef.current || reviewed === null) return;
      await deliver(reviewed);
    },
    /** Goes back from the answers to the question whose control has this id, focused. */
    change(controlId: string) {
      setStep('change');
      requestFocus({ control: controlId });
    },
    /** From the confirmation, an empty form to answer again. */
    startAgain() {
      setSent(null);
      setErrors({});
      setWrongParts({});
      setFailure(null);
      setStep('answer');
      requestFocus('start');
    },
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
