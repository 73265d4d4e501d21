import { chakra } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';

export interface ConfirmationText {
  heading: string;
  referenceLabel: string;
  nextHeading: string;
  next: readonly string[];
  /** The button that empties the form to fill in again. */
  startAgain?: string;
}

/**
 * GOV.UK's confirmation panel: what was sent's reference and what happens next, then a button to
 * send another if the text names one. Shown, it is scrolled into view and its heading takes focus,
 * so that a screen reader starts reading there. The form loads it when it is needed
 * (PublicForm.tsx): the default export.
 */
export default function ReferenceConfirmation({
  idPrefix,
  text,
  reference,
  onStartAgain,
}: {
  idPrefix: string;
  text: ConfirmationText;
  reference: string;
  onStartAgain?: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLHeadingElement>(null);
  // Focused as it is shown, not a frame later (usePublicForm.ts says why).
  useLayoutEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <chakra.div
      ref={panelRef}
      aria-labelledby={`${idPrefix}-confirmation-heading`}
      role="region"
      mb={8}
      maxW="40rem"
    >
      <chakra.div
        bg="success"
        color="white"
        textAlign="center"
        p={{ base: 5, md: 8 }}
        borderRadius="md"
      >
        <chakra.h3
          ref={ref}
          tabIndex={-1}
          id={`${idPrefix}-confirmation-heading`}
          _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '4px' }}
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
      {text.startAgain && onStartAgain ? (
        <chakra.button
          type="button"
          onClick={onStartAgain}
          mt={4}
          minH="target"
          px={6}
          borderWidth="2px"
          borderColor="brand.700"
          borderRadius="full"
          color="brand.700"
          bg="white"
          fontWeight="semibold"
          cursor="pointer"
          _hover={{ bg: 'brand.50' }}
        >
          {text.startAgain}
        </chakra.button>
      ) : null}
    </chakra.div>
  );
}
