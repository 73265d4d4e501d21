import { chakra } from '@chakra-ui/react';
import { collectionNoticeText } from '../content/collectionNotice';
import { PageLink } from './layout/links';

/**
 * A form's collection notice (Australian Privacy Principle 5): who collects the details and why,
 * then a link to the privacy policy. Shown just before the form's send button.
 */
export function CollectionNotice({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <chakra.div bg="gray.50" borderRadius="md" p={{ base: 4, md: 5 }}>
      <chakra.h3 fontSize="lg" fontWeight="bold" mb={2}>
        {collectionNoticeText.heading}
      </chakra.h3>
      {paragraphs.map((paragraph) => (
        <chakra.p key={paragraph} mb={2}>
          {paragraph}
        </chakra.p>
      ))}
      <chakra.p>
        <PageLink
          to={collectionNoticeText.privacyLink.to}
          color="brand.700"
          fontWeight="semibold"
          textDecoration="underline"
          textUnderlineOffset="3px"
        >
          {collectionNoticeText.privacyLink.label}
        </PageLink>
      </chakra.p>
    </chakra.div>
  );
}
