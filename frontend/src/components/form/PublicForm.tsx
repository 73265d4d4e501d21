import { chakra } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { AnyFormTable } from '../../../../schema/contract/fieldTable';
import { formText } from '../../content/formText';
import { Honeypot } from '../Honeypot';
import { SendButton } from '../SendButton';
import { ErrorSummary } from './ErrorSummary';
import { FieldIdPrefix, ShownErrors, ShownWrongParts } from './fieldIds';
import { SectionEnd } from './formControls';
import { useFormTitle } from './useFormTitle';
import type { usePublicForm } from './usePublicForm';

/** Shown only once the answers are checked (a form with a review step) or sent. */
const loadCheckAnswers = () => import('./CheckAnswers');
const CheckAnswers = lazy(loadCheckAnswers);
const loadConfirmation = () => import('./ReferenceConfirmation');
const ReferenceConfirmation = lazy(loadConfirmation);

export interface PublicFormText {
  heading: string;
  intro: string;
  submit: string;
  sending: string;
  honeypotLabel: string;
}

/**
 * A public form on its page, GOV.UK style: heading and intro, the error summary if any, then the
 * fields (`children`), the honeypot, `notice` if any and the send button; once sent, the
 * confirmation in their place. A form with `review` (usePublicForm.ts) continues to its answers
 * (`checkAnswers`), sent from there; while one is being changed, each section ends with a way back
 * to them. The form stays on the page, hidden while not answered, so nothing in it is lost. The
 * page's title follows (useFormTitle.ts). Only shown with scripts on: the page says what to do
 * without them. The fields find their ids and errors in context.
 */
export function PublicForm<Field extends string, Input, TableInput>({
  form,
  text,
  fieldErrors = form.errors,
  notice,
  checkAnswers,
  children,
}: {
  form: ReturnType<typeof usePublicForm<Field, Input>>;
  text: PublicFormText;
  /** The problems shown at the fields, when they are more than the summary lists. */
  fieldErrors?: Partial<Record<Field, string>>;
  notice?: ReactNode;
  /** The form's table, whose answers are checked before sending, and the answers it shows itself. */
  checkAnswers?: {
    table: AnyFormTable<TableInput, string>;
    own?: Partial<Record<Field, readonly string[]>>;
  };
  children: ReactNode;
}) {
  const { idPrefix, sent, errors, failure, step, reviewed } = form;
  const headingId = `${idPrefix}-form-heading`;
  const failed = Object.keys(errors).length > 0 || failure !== null;
  const reviewing = step === 'review' && reviewed !== null && checkAnswers !== undefined;
  useFormTitle(failed, sent?.confirmation.heading, reviewing);
  const { formRef, review } = form;
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    // Fetched once the visitor starts answering, so that they are there when needed; if this
    // fails, showing them tries again, and the island's error boundary says if that fails too.
    const load = () => {
      Promise.all([review ? loadCheckAnswers() : null, loadConfirmation()]).catch(
        (error: unknown) => {
          console.error('The form’s later steps could not be loaded', error);
        },
      );
    };
    element.addEventListener('focusin', load, { once: true });
    return () => element.removeEventListener('focusin', load);
  }, [formRef, review]);
  const sendButton = (
    <SendButton
      sending={form.sending}
      label={form.review ? formText.checkAnswers.continue : text.submit}
      sendingLabel={text.sending}
      fontSize="lg"
    />
  );
  return (
    <FieldIdPrefix.Provider value={idPrefix}>
      <ShownErrors.Provider value={fieldErrors}>
        <chakra.section
          aria-labelledby={headingId}
          mt={12}
          css={{ '@media (scripting: none)': { display: 'none' } }}
        >
          <chakra.h2
            ref={form.startRef}
            id={headingId}
            tabIndex={-1}
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            color="brand.700"
            mb={2}
            _focusVisible={{
              outline: '3px solid',
              outlineColor: 'brand.700',
              outlineOffset: '2px',
            }}
          >
            {text.heading}
          </chakra.h2>
          {sent ? (
            <Suspense>
              <ReferenceConfirmation
                idPrefix={idPrefix}
                text={sent.confirmation}
                reference={sent.reference}
                onStartAgain={form.startAgain}
              />
            </Suspense>
          ) : null}
          {reviewing ? (
            <Suspense>
              <CheckAnswers
                idPrefix={idPrefix}
                table={checkAnswers.table as AnyFormTable<unknown, string>}
                answers={reviewed as Record<string, unknown>}
                own={checkAnswers.own}
                onChange={form.change}
                send={
                  <SendButton
                    sending={form.sending}
                    label={text.submit}
                    sendingLabel={text.sending}
                    fontSize="lg"
                    onClick={() => void form.sendReviewed()}
                  />
                }
              />
            </Suspense>
          ) : null}
          <div hidden={sent !== null || reviewing}>
            <chakra.p fontSize="lg" mb={8} maxW="prose">
              {text.intro}
            </chakra.p>
            {failed ? (
              <ErrorSummary
                ref={form.summaryRef}
                idPrefix={idPrefix}
                fields={form.fields}
                errors={errors}
                wrongParts={form.wrongParts}
                failure={failure}
              />
            ) : null}
            <ShownWrongParts.Provider value={form.wrongParts}>
              <SectionEnd.Provider
                value={
                  step === 'change' ? (
                    <SendButton
                      sending={form.sending}
                      label={formText.checkAnswers.backToCheck}
                      sendingLabel={text.sending}
                    />
                  ) : null
                }
              >
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
                  {sendButton}
                </chakra.form>
              </SectionEnd.Provider>
            </ShownWrongParts.Provider>
          </div>
        </chakra.section>
      </ShownErrors.Provider>
    </FieldIdPrefix.Provider>
  );
}
