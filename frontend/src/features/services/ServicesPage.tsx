import { chakra } from '@chakra-ui/react';
import { PageBanner } from '../../components/PageBanner';
import { SectionHeading } from '../../components/SectionHeading';
import { PageContainer } from '../../components/layout/PageContainer';
import { ServiceCardLink } from '../../components/ServiceCardLink';
import { images } from '../../content/images';
import { serviceCards, servicesOverviewText as text } from '../../content/services';

export function ServicesPage() {
  return (
    <>
      <PageBanner title={text.banner} image={images.banner.services} />
      <PageContainer as="section" aria-labelledby="services-heading" py={{ base: 10, md: 16 }}>
        <SectionHeading id="services-heading">{text.heading}</SectionHeading>
        <chakra.p maxW="prose" fontSize="lg" mb={8}>
          {text.intro}
        </chakra.p>
        <chakra.ul
          listStyle="none"
          display="grid"
          gap={6}
          gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
        >
          {serviceCards.map((card) => (
            <li key={card.key}>
              <ServiceCardLink {...card} />
            </li>
          ))}
        </chakra.ul>
      </PageContainer>
    </>
  );
}
