// The public forms' error summary (frontend/src/components/form/ErrorSummary.tsx) for an admin
// form: after a refused save, announced and focused, with a link to each field the API refused.
import { Box, Heading, Link } from '@chakra-ui/react';
import type { Ref } from 'react';
import { formText } from '../../content/formText';

export interface FieldProblem {
  /** The id of the field's control, which the link focuses. */
  controlId: string;
  /** What the link says: the field's label and its problem. */
  text: string;
}

export function ErrorSummary(props: {
  problems: readonly FieldProblem[];
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Box
      ref={props.ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-heading"
      borderWidth="4px"
      borderColor="red.600"
      borderRadius="md"
      p="4"
      mb="4"
    >
      <Heading as="h4" size="md" id="error-summary-heading" mb="2">
        {formText.errorSummaryHeading}
      </Heading>
      <Box as="ul" ps="5">
        {props.problems.map((problem) => (
          <li key={problem.controlId}>
            <Link
              href={`#${problem.controlId}`}
              color="red.700"
              fontWeight="semibold"
              textDecoration="underline"
              onClick={(event) => {
                const control = document.getElementById(problem.controlId);
                if (!control) return;
                event.preventDefault();
                control.focus();
              }}
            >
              {problem.text}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
