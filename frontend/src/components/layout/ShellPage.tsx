import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from './PageContainer';

/** A short page with one heading and a few lines: not found, no authorisation, demo. */
export function ShellPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <PageContainer py={{ base: 12, md: 20 }} textAlign="center">
      <chakra.h1
        fontSize={{ base: '3xl', md: '4xl' }}
        fontWeight="bold"
        lineHeight="short"
        color="brand.700"
        mb={4}
      >
        {heading}
      </chakra.h1>
      {children}
    </PageContainer>
  );
}
