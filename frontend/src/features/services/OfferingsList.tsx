import { chakra } from '@chakra-ui/react';
import type { OfferingsPage } from '../../content/services';
import { SectionHeading } from '../../components/SectionHeading';

/** A service's offerings as a grid of short cards. */
export function OfferingsList({
  heading,
  offerings,
}: Pick<OfferingsPage, 'offerings'> & { heading: string }) {
  return (
    <chakra.section aria-labelledby="offerings-heading" mt={{ base: 10, md: 16 }}>
      <SectionHeading id="offerings-heading">{heading}</SectionHeading>
      <chakra.ul
        listStyle="none"
        display="grid"
        gap={4}
        gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
      >
        {offerings.map((offering) => (
          <chakra.li
            key={offering.title}
            bg="brand.50"
            borderRadius="lg"
            p={5}
            borderTopWidth="4px"
            borderColor="accent.400"
          >
            <chakra.h3 fontWeight="bold" color="brand.700" lineHeight="short" mb={2}>
              {offering.title}
            </chakra.h3>
            <chakra.p fontSize="sm">{offering.text}</chakra.p>
          </chakra.li>
        ))}
      </chakra.ul>
    </chakra.section>
  );
}
