import { chakra } from '@chakra-ui/react';
import { forwardRef } from 'react';

export interface ConfirmationText {
  heading: string;
  referenceLabel: string;
  nextHeading: string;
  next: readonly string[];
}

/** GOV.UK's confirmation panel: what was sent's reference and what happens next, focused. */
export const ReferenceConfirmation = forwardRef<
  HTMLDivElement,
  { idPrefix: string; text: ConfirmationText; reference: string }
>(function ReferenceConfirmation({ idPrefix, text, reference }, ref) {
  return (
    <chakra.div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${idPrefix}-confirmation-heading`}
      role="region"
      mb={8}
      maxW="40rem"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
    >
      <chakra.div
        bg="success"
        color="white"
        textAlign="center"
        p={{ base: 5, md: 8 }}
        borderRadius="md"
      >
        <chakra.h3
          id={`${idPrefix}-confirmation-heading`}
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="bold"
          mb={2}
        >
          {text.heading}
        </chakra.h3>
        <chakra.p fontSize="lg">
          {text.referenceLabel}
          <br />
          <chakra.strong fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="wider" data-reference>
            {reference}
          </chakra.strong>
        </chakra.p>
      </chakra.div>
      <chakra.h4 fontSize="xl" fontWeight="bold" mt={6} mb={2}>
        {text.nextHeading}
      </chakra.h4>
      {text.next.map((paragraph) => (
        <chakra.p key={paragraph} mb={3} maxW="prose">
          {paragraph}
        </chakra.p>
      ))}
    </chakra.div>
  );
});
