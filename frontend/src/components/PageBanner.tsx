import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SiteImage } from '../content/images';
import { PageContainer } from './layout/PageContainer';

/** The band at the top of a page: its h1 on decorative artwork, with an optional line below. */
export function PageBanner({
  title,
  image,
  eyebrow,
  children,
}: {
  title: string;
  image: SiteImage;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <chakra.div position="relative" overflow="hidden" bg="brand.800" color="white">
      <chakra.img
        src={image.src}
        alt={image.alt}
        htmlWidth={image.width}
        htmlHeight={image.height}
        position="absolute"
        inset={0}
        w="full"
        h="full"
        objectFit="cover"
      />
      <PageContainer position="relative" py={{ base: 12, md: 20 }}>
        {eyebrow ? (
          <chakra.p
            color="accent.400"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="0.08em"
            fontSize="sm"
            mb={2}
          >
            {eyebrow}
          </chakra.p>
        ) : null}
        <chakra.h1 fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" lineHeight="short">
          {title}
        </chakra.h1>
        {children}
      </PageContainer>
    </chakra.div>
  );
}
