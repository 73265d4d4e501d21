import { Flex, Heading } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/**
 * The page's own heading (the layout's h1 is the Dashboard heading), with its main action. Given a
 * ref, the page can move focus to it (where the control that had focus is gone).
 */
export function PageHeading(props: {
  children: ReactNode;
  action?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
      <Heading as="h2" size="xl" ref={props.ref} tabIndex={props.ref ? -1 : undefined}>
        {props.children}
      </Heading>
      {props.action}
    </Flex>
  );
}
