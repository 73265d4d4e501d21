import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Honeypot } from '../Honeypot';
import { SendButton } from '../SendButton';
import { ErrorSummary } from './ErrorSummary';
import { FieldIdPrefix, ShownErrors } from './fieldIds';
import { ReferenceConfirmation } from './ReferenceConfirmation';
import { useFormTitle } from './useFormTitle';
import type { usePublicForm } from './usePublicForm';

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
 * confirmation in their place. The page's title follows (useFormTitle.ts). Only shown with
 * scripts on: the page says what to do without them. The fields find their ids and errors in
 * context.
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
  useFormTitle(failed, sent?.confirmation.heading);
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
          {sent ? (
            <ReferenceConfirmation
              ref={form.confirmationRef}
              idPrefix={idPrefix}
              text={sent.confirmation}
              reference={sent.reference}
            />
          ) : (
            <>
              <chakra.p fontSize="lg" mb={8} maxW="prose">
                {text.intro}
              </chakra.p>
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
            </>
          )}
        </chakra.section>
      </ShownErrors.Provider>
    </FieldIdPrefix.Provider>
  );
}
