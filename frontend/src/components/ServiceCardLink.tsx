import { chakra } from '@chakra-ui/react';
import type { SiteImage } from '../content/images';
import type { SitePath } from '../paths';
import { PageLink } from './layout/links';

export interface ServiceCardProps {
  title: string;
  description: string;
  path: SitePath;
  image: SiteImage;
  /** Heading level of the card title inside its section. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A service card: picture, title and description, the whole card one link. It grows a little on
 * hover and keyboard focus (instantly when the visitor prefers reduced motion).
 */
export function ServiceCardLink({
  title,
  description,
  path,
  image,
  headingLevel = 'h3',
}: ServiceCardProps) {
  const Heading = headingLevel === 'h2' ? chakra.h2 : chakra.h3;
  return (
    <PageLink
      to={path}
      display="flex"
      flexDirection="column"
      h="full"
      bg="white"
      color="text"
      textDecoration="none"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border"
      boxShadow="sm"
      overflow="hidden"
      transitionProperty="transform, box-shadow"
      transitionDuration="normal"
      _hover={{ transform: 'scale(1.04)', boxShadow: 'lg' }}
      _focusVisible={{ transform: 'scale(1.04)', boxShadow: 'lg' }}
    >
      <chakra.img
        src={image.src}
        alt={image.alt}
        htmlWidth={image.width}
        htmlHeight={image.height}
        w="full"
        h="auto"
        loading="lazy"
      />
      <chakra.div p={6} display="flex" flexDirection="column" gap={2} flex="1">
        <Heading fontSize="xl" fontWeight="bold" lineHeight="short" color="brand.700">
          {title}
        </Heading>
        <chakra.p color="muted">{description}</chakra.p>
      </chakra.div>
    </PageLink>
  );
}
