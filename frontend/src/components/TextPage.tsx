import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TextSection } from '../content/textBlocks';
import { PageContainer } from './layout/PageContainer';
import { PageIntro } from './PageIntro';
import { TextSections } from './TextSections';

/** A page of reading (privacy policy, accessibility statement): a heading, intro and sections. */
export function TextPage({
  heading,
  intro,
  sections,
  children,
}: {
  heading: string;
  intro: readonly string[];
  sections: readonly TextSection[];
  /** Shown after the sections (a review date, say). */
  children?: ReactNode;
}) {
  return (
    <PageContainer py={{ base: 10, md: 16 }}>
      <chakra.div maxW="prose" fontSize="lg">
        <PageIntro heading={heading} intro={intro} />
        <TextSections sections={sections} />
        {children}
      </chakra.div>
    </PageContainer>
  );
}
