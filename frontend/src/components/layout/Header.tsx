import { chakra } from '@chakra-ui/react';
import { layoutText } from '../../content/layout';
import { siteConfig } from '../../../../schema/contract/siteConfig';
import { HEADER_HEIGHT } from '../../theme/metrics';
import { RouterLink } from './links';
import { PageContainer } from './PageContainer';

export function Header() {
  const { header } = layoutText;
  return (
    <chakra.header position="sticky" top={0} zIndex="header" bg="white" boxShadow="sm">
      <PageContainer
        display="flex"
        alignItems="center"
        h={{ base: `${HEADER_HEIGHT.base}px`, lg: `${HEADER_HEIGHT.lg}px` }}
      >
        <RouterLink
          to={header.home.to}
          aria-label={header.homeLogoLabel}
          display="inline-flex"
          alignItems="center"
          gap={2}
        >
          <img src={siteConfig.logos.primary.src} alt="" width={40} height={40} />
        </RouterLink>
      </PageContainer>
    </chakra.header>
  );
}
