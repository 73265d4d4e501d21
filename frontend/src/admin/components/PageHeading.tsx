import { Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The page's own heading (the layout's h1 is the Dashboard heading), with its main action. */
export function PageHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
      <Heading as="h2" size="xl">
        {children}
      </Heading>
      {action}
    </Flex>
  );
}
