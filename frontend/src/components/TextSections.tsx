import { chakra } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { Block, Inline, TextSection } from '../content/textBlocks';

const linkStyle = {
  color: 'brand.700',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  fontWeight: 'semibold',
  overflowWrap: 'anywhere',
} as const;

function Parts({ parts }: { parts: readonly Inline[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <chakra.a key={index} href={part.href} css={linkStyle}>
        {part.label}
      </chakra.a>
    ),
  );
}

function TextBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <chakra.p mb={4}>
          <Parts parts={block.parts} />
        </chakra.p>
      );
    case 'list': {
      const List = block.ordered ? chakra.ol : chakra.ul;
      return (
        <List
          listStyleType={block.ordered ? 'decimal' : 'disc'}
          ps={6}
          mb={4}
          display="grid"
          gap={2}
        >
          {block.items.map((item, index) => (
            <li key={index}>
              <Parts parts={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'terms':
      return (
        <chakra.dl
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'fit-content(18rem) 1fr' }}
          columnGap={6}
          rowGap={{ base: 0, sm: 2 }}
          mb={4}
        >
          {block.entries.map((entry) => (
            <Fragment key={entry.term}>
              <chakra.dt fontWeight="bold">{entry.term}</chakra.dt>
              <chakra.dd mb={{ base: 3, sm: 0 }}>
                <Parts parts={entry.parts} />
              </chakra.dd>
            </Fragment>
          ))}
        </chakra.dl>
      );
  }
}

/** Sections with h2 headings (subsections h3), their paragraphs, lists and label–value pairs. */
export function TextSections({
  sections,
  level = 2,
}: {
  sections: readonly TextSection[];
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? chakra.h2 : chakra.h3;
  return sections.map((section) => (
    <chakra.section key={section.heading} mt={level === 2 ? 10 : 6}>
      <Heading
        fontSize={level === 2 ? { base: '2xl', md: '3xl' } : 'xl'}
        fontWeight="bold"
        lineHeight="short"
        color="brand.700"
        mb={3}
      >
        {section.heading}
      </Heading>
      {section.blocks.map((block, index) => (
        <TextBlock key={index} block={block} />
      ))}
      {section.subsections ? <TextSections sections={section.subsections} level={3} /> : null}
    </chakra.section>
  ));
}
