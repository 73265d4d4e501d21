// Labelled values under a heading, as an item's own view shows them (a message, a referral, a
// feedback item): a description list, two columns on wide screens unless `wide`.
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled value. */
export type Fact = [label: string, value: ReactNode];

export function FactSection(props: { heading: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="4" mb="4">
      <Heading as="h3" size="md" mb="3">
        {props.heading}
      </Heading>
      {props.children}
    </Box>
  );
}

export function Facts({ facts, wide = false }: { facts: Fact[]; wide?: boolean }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: wide ? 1 : 2 }} gap="3" m="0">
      {facts.map(([label, value]) => (
        <Box key={label} minW="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Box as="dd" m="0" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
