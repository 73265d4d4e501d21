import { chakra } from '@chakra-ui/react';
import { forwardRef, type MouseEvent } from 'react';
import { formText } from '../../content/formText';
import { problemControlId } from './fieldIds';
import { showQuestion } from './showQuestion';

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
    /** A date's boxes in error: its link goes to the first. */
    wrongParts?: Partial<Record<string, readonly string[]>>;
    failure: string | null;
  }
>(function ErrorSummary({ idPrefix, fields: formFields, errors, wrongParts = {}, failure }, ref) {
  const fields = formFields.filter((field) => errors[field]);
  const fieldId = (field: string) => problemControlId(idPrefix, field, wrongParts[field]);
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

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  showQuestion(control);
}
