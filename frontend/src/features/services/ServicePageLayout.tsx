import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SiteImage } from '../../content/images';
import { serviceReferralText, type ServiceKey } from '../../content/services';
import { ButtonLink } from '../../components/layout/links';
import { referralPathFor } from '../../paths';
import { ContactSection } from '../../components/ContactSection';
import { PageBanner } from '../../components/PageBanner';
import { PageContainer } from '../../components/layout/PageContainer';
import { AlliedHealthTabs } from './AlliedHealthTabs';
import { ServiceSwitcher } from './ServiceSwitcher';

/**
 * What every service page shares: the banner (the page's h1), the allied-health tab strip on the
 * four allied-health pages, the page's own content, a link to the referral form with `service`
 * ticked, the service switcher and the contact section.
 */
export function ServicePageLayout({
  service,
  banner,
  image,
  alliedHealth = false,
  children,
}: {
  service: ServiceKey;
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
      <PageContainer py={{ base: 10, md: 16 }}>
        {children}
        <ButtonLink to={referralPathFor(service)} mt={10}>
          {serviceReferralText.link}
        </ButtonLink>
      </PageContainer>
      <chakra.div borderTopWidth="1px" borderColor="border">
        <ServiceSwitcher />
      </chakra.div>
      <ContactSection />
    </>
  );
}
