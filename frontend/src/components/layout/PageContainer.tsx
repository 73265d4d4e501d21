import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** The centred, padded column every section of a page sits in. */
export function PageContainer(props: HTMLChakraProps<'div'>) {
  return <chakra.div maxW="container" mx="auto" px={{ base: 4, md: 6 }} w="full" {...props} />;
}
