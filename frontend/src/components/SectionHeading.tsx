import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** An h2 in the site's section style. */
export function SectionHeading(props: HTMLChakraProps<'h2'>) {
  return (
    <chakra.h2
      fontSize={{ base: '2xl', md: '3xl' }}
      fontWeight="bold"
      lineHeight="short"
      color="brand.700"
      mb={4}
      {...props}
    />
  );
}
