import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SiteImage } from '../../content/images';
import { ContactSection } from '../../components/ContactSection';
import { PageBanner } from '../../components/PageBanner';
import { PageContainer } from '../../components/layout/PageContainer';
import { AlliedHealthTabs } from './AlliedHealthTabs';
import { ServiceSwitcher } from './ServiceSwitcher';

/**
 * What every service page shares: the banner (the page's h1), the allied-health tab strip on the
 * four allied-health pages, the page's own content, the service switcher and the contact section.
 */
export function ServicePageLayout({
  banner,
  image,
  alliedHealth = false,
  children,
}: {
  banner: string;
  image: SiteImage;
  alliedHealth?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={banner} image={image} />
      {alliedHealth ? (
        <PageContainer>
          <AlliedHealthTabs />
        </PageContainer>
      ) : null}
      <PageContainer py={{ base: 10, md: 16 }}>{children}</PageContainer>
      <chakra.div borderTopWidth="1px" borderColor="border">
        <ServiceSwitcher />
      </chakra.div>
      <ContactSection />
    </>
  );
}
