import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An h2 in the site's section style; content is required, as a heading needs a name. */
export function SectionHeading({
  children,
  ...props
}: HTMLChakraProps<'h2'> & { children: ReactNode }) {
  return (
    <chakra.h2
      fontSize={{ base: '2xl', md: '3xl' }}
      fontWeight="bold"
      lineHeight="short"
      color="brand.700"
      mb={4}
      {...props}
    >
      {children}
    </chakra.h2>
  );
}
