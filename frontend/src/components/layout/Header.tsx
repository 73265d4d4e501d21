import { chakra } from '@chakra-ui/react';
import { layoutText } from '../../content/layout';
import { siteConfig } from '../../../../schema/contract/siteConfig';
import { HEADER_HEIGHT } from '../../theme/metrics';
import { enhanceAttributes } from '../../enhancements';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { PageLink } from './links';
import { PageContainer } from './PageContainer';

/** The sticky header: the logo (a link home), then the inline navigation or the menu button. */
export function Header() {
  const { header } = layoutText;
  return (
    <chakra.header
      position="sticky"
      top={0}
      zIndex="header"
      bg="white"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <PageContainer
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap={4}
        h={{ base: `${HEADER_HEIGHT.base}px`, lg: `${HEADER_HEIGHT.lg}px` }}
      >
        <PageLink
          to={header.home.to}
          display="inline-flex"
          alignItems="center"
          gap={2}
          minH="target"
          color="brand.700"
          fontWeight="bold"
          fontSize={{ base: 'md', md: 'lg' }}
          lineHeight="short"
          textDecoration="none"
          borderRadius="md"
        >
          <chakra.img
            src={siteConfig.logos.primary.src}
            alt=""
            htmlWidth={44}
            htmlHeight={44}
            w={{ base: '40px', lg: '48px' }}
            h="auto"
          />
          {siteConfig.providerName}
        </PageLink>
        {/* The inline dropdowns from 1024 px, the slide-in menu below; plain HTML that a few
            lines of script open and close (enhancements/headerMenus.ts). The wrapper has no box,
            so it changes nothing in the row. */}
        <chakra.div display="contents" {...enhanceAttributes('headerMenus')}>
          <DesktopNav />
          <MobileMenu />
        </chakra.div>
      </PageContainer>
    </chakra.header>
  );
}
