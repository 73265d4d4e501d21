import { chakra } from '@chakra-ui/react';
import { collectionNoticeText } from '../content/collectionNotice';
import { NewTabLink } from './layout/links';

/**
 * A form's collection notice (Australian Privacy Principle 5): who collects the details and why,
 * then a link to the privacy policy, opening in a new tab so that the form keeps what was typed.
 * Shown just before the form's send button.
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
        <NewTabLink
          to={collectionNoticeText.privacyLink.to}
          color="brand.700"
          fontWeight="semibold"
          textDecoration="underline"
          textUnderlineOffset="3px"
        >
          {collectionNoticeText.privacyLink.label}
        </NewTabLink>
      </chakra.p>
    </chakra.div>
  );
}
