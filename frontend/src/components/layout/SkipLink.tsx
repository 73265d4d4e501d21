import { chakra } from '@chakra-ui/react';
import { layoutText } from '../../content/layout';

export const MAIN_ID = 'main';

/** First stop on every page: jumps past the navigation. Visible only while focused. */
export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      position="absolute"
      left={2}
      top={2}
      zIndex="skipLink"
      px={4}
      py={3}
      bg="white"
      color="brand.700"
      fontWeight="semibold"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      {layoutText.skipLink}
    </chakra.a>
  );
}
