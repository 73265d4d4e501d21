import { chakra } from '@chakra-ui/react';
import { forwardRef, type MouseEvent } from 'react';
import { formText } from '../../content/formText';
import { formFieldId } from './fieldIds';

/**
 * GOV.UK's error summary: at the top of the form after a failed submit, announced and focused,
 * with a link to each field in error. `failure` is a problem that names no field.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  {
    /** The form's id prefix (fieldIds.ts). */
    idPrefix: string;
    /** The form's fields in the order it shows them: the summary lists problems in this order. */
    fields: readonly string[];
    errors: Partial<Record<string, string>>;
    failure: string | null;
  }
>(function ErrorSummary({ idPrefix, fields: formFields, errors, failure }, ref) {
  const fields = formFields.filter((field) => errors[field]);
  const fieldId = (field: string) => formFieldId(idPrefix, field);
  return (
    <chakra.div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${idPrefix}-error-summary-heading`}
      borderWidth="5px"
      borderColor="danger"
      p={{ base: 4, md: 6 }}
      mb={8}
      maxW="40rem"
      bg="white"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
    >
      <chakra.h3 id={`${idPrefix}-error-summary-heading`} fontSize="xl" fontWeight="bold" mb={3}>
        {formText.errorSummaryHeading}
      </chakra.h3>
      {failure ? <chakra.p mb={fields.length ? 3 : 0}>{failure}</chakra.p> : null}
      {fields.length ? (
        <chakra.ul listStyleType="none" display="grid" gap={2}>
          {fields.map((field) => (
            <li key={field}>
              <chakra.a
                href={`#${fieldId(field)}`}
                onClick={(event) => focusField(event, fieldId(field))}
                color="danger"
                fontWeight="semibold"
                textDecoration="underline"
              >
                {errors[field]}
              </chakra.a>
            </li>
          ))}
        </chakra.ul>
      ) : null}
    </chakra.div>
  );
});

/**
 * Moves focus to the field and shows its question (label or legend) with it, rather than leaving
 * the label above the top of the screen as following the link would.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  const choice =
    control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type);
  const question = choice
    ? control.closest('fieldset')?.querySelector('legend')
    : document.querySelector(`label[for="${id}"]`);
  (question ?? control).scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}
