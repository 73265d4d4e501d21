import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Honeypot } from '../Honeypot';
import { SendButton } from '../SendButton';
import { ErrorSummary } from './ErrorSummary';
import { FieldIdPrefix, ShownErrors } from './fieldIds';
import { ReferenceConfirmation, type ConfirmationText } from './ReferenceConfirmation';
import { serverFieldErrors } from './serverFieldErrors';
import { useFormProgress, type KeptState } from './useFormProgress';

type Problems<Field extends string> = Partial<Record<Field, string>>;

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

export interface PublicFormOptions<Field extends string, Input> {
  /** The form's id prefix (fieldIds.ts). */
  idPrefix: string;
  /** The form's fields in the order it shows them, named as the API names them. */
  fields: readonly Field[];
  check: (data: FormData) => Checked<Field, Input>;
  send: (input: Input) => Promise<Sent>;
  /** Shown in the summary when sending failed for a reason that names no field. */
  failed: string;
  /** What the console says when sending failed. */
  failureLog: string;
  /** Called after a success, once the form is emptied: to reset what the form keeps in state. */
  onSent?: () => void;
  /** What the form's progress keeps besides its fields (useFormProgress.ts). */
  kept?: KeptState;
}

/**
 * What a public form keeps between renders: a failed submit (the form's own checks, or what the
 * API refused) shows a focused summary linking to each field in error; success shows the
 * reference, focused, and empties the form. A submit while one is being sent does nothing. The
 * progress is kept for the tab until the form is sent (useFormProgress.ts).
 */
export function usePublicForm<Field extends string, Input>(
  options: PublicFormOptions<Field, Input>,
) {
  const { idPrefix, fields, check, send, failed, failureLog, onSent, kept } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const progress = useFormProgress(idPrefix, formRef, kept);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Problems<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  /** Counts failed submits and successes, so each one moves focus even when nothing else changed. */
  const [focusRequest, setFocusRequest] = useState<{ to: 'summary' | 'confirmation'; n: number }>();

  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.to === 'summary' ? summaryRef.current : confirmationRef.current;
    target?.scrollIntoView({ block: 'start' });
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
      const fieldProblems = serverFieldErrors(error, fields);
      setErrors(fieldProblems);
      if (!Object.keys(fieldProblems).length) setFailure(failed);
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

export interface PublicFormText {
  heading: string;
  intro: string;
  submit: string;
  sending: string;
  honeypotLabel: string;
}

/**
 * A public form on its page, GOV.UK style: heading and intro, the confirmation or the error
 * summary, then the fields (`children`), the honeypot, `notice` if any and the send button. Only
 * shown with scripts on: the page says what to do without them. The fields find their ids and
 * errors in context.
 */
export function PublicForm<Field extends string, Input>({
  form,
  text,
  fieldErrors = form.errors,
  notice,
  children,
}: {
  form: ReturnType<typeof usePublicForm<Field, Input>>;
  text: PublicFormText;
  /** The problems shown at the fields, when they are more than the summary lists. */
  fieldErrors?: Partial<Record<Field, string>>;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { idPrefix, sent, errors, failure } = form;
  const headingId = `${idPrefix}-form-heading`;
  const failed = Object.keys(errors).length > 0 || failure !== null;
  return (
    <FieldIdPrefix.Provider value={idPrefix}>
      <ShownErrors.Provider value={fieldErrors}>
        <chakra.section
          aria-labelledby={headingId}
          mt={12}
          css={{ '@media (scripting: none)': { display: 'none' } }}
        >
          <chakra.h2
            id={headingId}
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            color="brand.700"
            mb={2}
          >
            {text.heading}
          </chakra.h2>
          <chakra.p fontSize="lg" mb={8} maxW="prose">
            {text.intro}
          </chakra.p>
          {sent ? (
            <ReferenceConfirmation
              ref={form.confirmationRef}
              idPrefix={idPrefix}
              text={sent.confirmation}
              reference={sent.reference}
            />
          ) : null}
          {failed ? (
            <ErrorSummary
              ref={form.summaryRef}
              idPrefix={idPrefix}
              fields={form.fields}
              errors={errors}
              failure={failure}
            />
          ) : null}
          <chakra.form
            ref={form.formRef}
            // Sent before the form is hydrated, a GET would put what was typed into the address.
            method="post"
            noValidate
            onSubmit={(event) => void form.onSubmit(event)}
            aria-labelledby={headingId}
            display="grid"
            gap={10}
            maxW="40rem"
          >
            {children}
            <Honeypot id={`${idPrefix}-website`} label={text.honeypotLabel} />
            {notice}
            <SendButton
              sending={form.sending}
              label={text.submit}
              sendingLabel={text.sending}
              fontSize="lg"
            />
          </chakra.form>
        </chakra.section>
      </ShownErrors.Provider>
    </FieldIdPrefix.Provider>
  );
}
