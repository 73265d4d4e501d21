import { chakra } from '@chakra-ui/react';
import { contactLinkStyle } from '../../components/ContactSection';
import { EmailLink, PhoneLink } from '../../components/ContactLinks';
import { PageBanner } from '../../components/PageBanner';
import { PageContainer } from '../../components/layout/PageContainer';
import { contactPageText as text } from '../../content/contact';
import { images } from '../../content/images';
import ContactForm from '../../islands/hydrated/ContactForm';
import { Island } from '../../islands/Island';

export function ContactPage() {
  return (
    <>
      <PageBanner title={text.banner} image={images.banner.contact} />
      <PageContainer
        py={{ base: 10, md: 16 }}
        display="grid"
        gap={{ base: 8, md: 12 }}
        gridTemplateColumns={{ base: '1fr', md: '2fr 3fr' }}
        alignItems="start"
      >
        <chakra.aside
          aria-labelledby="contact-panel-heading"
          bg="brand.700"
          color="white"
          borderRadius="xl"
          p={{ base: 6, md: 8 }}
        >
          <chakra.h2 id="contact-panel-heading" fontSize="2xl" fontWeight="bold" mb={3}>
            {text.panel.heading}
          </chakra.h2>
          <chakra.p mb={6}>{text.panel.intro}</chakra.p>
          <chakra.dl display="grid" gap={1}>
            <chakra.dt fontWeight="semibold">{text.panel.phoneLabel}</chakra.dt>
            <chakra.dd mb={3}>
              <PhoneLink {...contactLinkStyle} color="white" fontSize="lg" />
            </chakra.dd>
            <chakra.dt fontWeight="semibold">{text.panel.emailLabel}</chakra.dt>
            <chakra.dd>
              <EmailLink {...contactLinkStyle} color="white" fontSize="lg" />
            </chakra.dd>
          </chakra.dl>
        </chakra.aside>
        <chakra.div
          bg="white"
          borderRadius="xl"
          borderWidth="1px"
          borderColor="border"
          p={{ base: 6, md: 8 }}
        >
          <Island of={ContactForm} props={{}} />
        </chakra.div>
      </PageContainer>
    </>
  );
}
