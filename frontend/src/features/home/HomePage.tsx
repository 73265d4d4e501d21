import { chakra } from '@chakra-ui/react';
import { siteConfig } from '../../../../schema/contract/siteConfig';
import { ButtonLink, PageLink } from '../../components/layout/links';
import { PageContainer } from '../../components/layout/PageContainer';
import { SectionHeading } from '../../components/SectionHeading';
import { homeText as text } from './content/home';
import { heroArtwork, images } from '../../content/images';
import { serviceCards } from '../../content/services';
import { HomeServiceCards } from './HomeServiceCards';
import Testimonials from '../../islands/hydrated/Testimonials';
import { Island } from '../../islands/Island';

export function HomePage() {
  return (
    <>
      <chakra.section aria-labelledby="home-heading" bg="brand.50">
        <PageContainer
          display="grid"
          gap={{ base: 8, md: 12 }}
          gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
          alignItems="center"
          py={{ base: 10, md: 20 }}
        >
          <chakra.div>
            <chakra.p
              color="brand.600"
              textTransform="uppercase"
              letterSpacing="0.08em"
              fontSize="sm"
              fontWeight="bold"
              mb={2}
            >
              {siteConfig.tagline}
            </chakra.p>
            <chakra.h1
              id="home-heading"
              fontSize={{ base: '4xl', md: '5xl' }}
              fontWeight="bold"
              lineHeight="short"
              color="brand.700"
              mb={4}
            >
              {siteConfig.providerName}
            </chakra.h1>
            <chakra.p fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" mb={3}>
              {text.hero.registeredProvider}
            </chakra.p>
            <chakra.p fontSize="lg" mb={8} maxW="prose">
              {text.hero.promise}
            </chakra.p>
            <chakra.div display="flex" flexWrap="wrap" gap={4}>
              <ButtonLink to={text.hero.exploreServices.to}>
                {text.hero.exploreServices.label}
              </ButtonLink>
              <ButtonLink to={text.hero.getInTouch.to} variant="outline">
                {text.hero.getInTouch.label}
              </ButtonLink>
            </chakra.div>
          </chakra.div>
          {/* Inline, so the first view needs no request after the page itself. */}
          <chakra.div
            role="img"
            aria-label={heroArtwork.alt}
            aspectRatio={`${heroArtwork.width} / ${heroArtwork.height}`}
            css={{ '& > svg': { display: 'block', w: 'full', h: 'auto' } }}
            dangerouslySetInnerHTML={{ __html: heroArtwork.svg }}
          />
        </PageContainer>
      </chakra.section>

      <PageContainer as="section" aria-labelledby="support-question" py={{ base: 12, md: 16 }}>
        <SectionHeading id="support-question" textAlign="center" mb={8}>
          {text.supportQuestion}
        </SectionHeading>
        <HomeServiceCards cards={text.serviceCards} />
      </PageContainer>

      <chakra.section aria-labelledby="mission-heading" bg="accent.100">
        <PageContainer
          display="grid"
          gap={{ base: 8, md: 12 }}
          gridTemplateColumns={{ base: '1fr', md: '2fr 3fr' }}
          alignItems="center"
          py={{ base: 12, md: 16 }}
        >
          <chakra.img
            src={images.mission.src}
            alt={images.mission.alt}
            htmlWidth={images.mission.width}
            htmlHeight={images.mission.height}
            w="full"
            h="auto"
            loading="lazy"
          />
          <chakra.div>
            <SectionHeading id="mission-heading">{text.mission.heading}</SectionHeading>
            {text.mission.paragraphs.map((paragraph) => (
              <chakra.p key={paragraph} fontSize="lg" mb={4} maxW="prose">
                {paragraph}
              </chakra.p>
            ))}
          </chakra.div>
        </PageContainer>
      </chakra.section>

      <PageContainer as="section" aria-labelledby="services-heading" py={{ base: 12, md: 16 }}>
        <SectionHeading id="services-heading">{text.services.heading}</SectionHeading>
        <chakra.p fontSize="lg" mb={6} maxW="prose">
          {text.services.intro}
        </chakra.p>
        <chakra.ul
          listStyle="none"
          display="grid"
          gap={3}
          gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
          mb={8}
        >
          {serviceCards.map((service) => (
            <li key={service.key}>
              <PageLink
                to={service.path}
                display="flex"
                alignItems="center"
                gap={3}
                minH="target"
                p={3}
                borderRadius="lg"
                borderWidth="1px"
                borderColor="border"
                color="brand.700"
                fontWeight="semibold"
                textDecoration="none"
                _hover={{ bg: 'brand.50' }}
              >
                <chakra.img
                  src={service.image.src}
                  alt=""
                  htmlWidth={64}
                  htmlHeight={48}
                  borderRadius="md"
                  loading="lazy"
                />
                {service.title}
              </PageLink>
            </li>
          ))}
        </chakra.ul>
        <chakra.div display="flex" flexWrap="wrap" columnGap={8}>
          {[text.services.exploreAll, text.services.referral].map((link) => (
            <PageLink
              key={link.to}
              to={link.to}
              display="inline-flex"
              alignItems="center"
              minH="target"
              color="brand.700"
              fontWeight="bold"
              fontSize="lg"
              textDecoration="underline"
            >
              {link.label}
            </PageLink>
          ))}
        </chakra.div>
      </PageContainer>

      <Island of={Testimonials} props={{}} when="visible" />
    </>
  );
}
