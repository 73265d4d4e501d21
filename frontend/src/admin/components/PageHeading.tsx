import { Flex, Heading } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's own heading (the layout's h1 is the Dashboard heading), with its main action. With
 * `focusOnMount` it takes focus when it appears, so keyboard and screen-reader users start at the
 * top of a view that replaced another (an item's own view, or the list again after it).
 */
export function PageHeading({
  children,
  action,
  focusOnMount = false,
}: {
  children: ReactNode;
  action?: ReactNode;
  focusOnMount?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="4">
      <Heading as="h2" size="xl" ref={heading} tabIndex={focusOnMount ? -1 : undefined}>
        {children}
      </Heading>
      {action}
    </Flex>
  );
}
