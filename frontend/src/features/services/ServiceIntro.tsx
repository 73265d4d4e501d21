import { chakra } from '@chakra-ui/react';
import type { SiteImage } from '../../content/images';
import { SectionHeading } from '../../components/SectionHeading';

/** A service page's heading and paragraphs beside the service's picture. */
export function ServiceIntro({
  eyebrow,
  heading,
  paragraphs,
  image,
}: {
  eyebrow?: string;
  heading: string;
  paragraphs: readonly string[];
  image: SiteImage;
}) {
  return (
    <chakra.div
      display="grid"
      gap={{ base: 6, md: 10 }}
      gridTemplateColumns={{ base: '1fr', md: '3fr 2fr' }}
      alignItems="center"
    >
      <chakra.div>
        {eyebrow ? (
          <chakra.p
            color="brand.600"
            textTransform="uppercase"
            letterSpacing="0.08em"
            fontSize="sm"
            fontWeight="semibold"
            mb={2}
          >
            {eyebrow}
          </chakra.p>
        ) : null}
        <SectionHeading>{heading}</SectionHeading>
        {paragraphs.map((paragraph) => (
          <chakra.p key={paragraph} mb={4} maxW="prose" fontSize="lg">
            {paragraph}
          </chakra.p>
        ))}
      </chakra.div>
      <chakra.img
        src={image.src}
        alt={image.alt}
        htmlWidth={image.width}
        htmlHeight={image.height}
        w="full"
        h="auto"
        borderRadius="xl"
      />
    </chakra.div>
  );
}
