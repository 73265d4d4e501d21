import { chakra } from '@chakra-ui/react';
import { siteConfig } from '../../../schema/contract/siteConfig';
import { contactSectionText } from '../content/contact';
import { ButtonLink } from './layout/links';
import { PageContainer } from './layout/PageContainer';
import { EmailLink, PhoneLink } from './ContactLinks';

export const contactLinkStyle = {
  color: 'brand.700',
  textDecoration: 'underline',
  fontWeight: 'semibold',
} as const;

/** 'Feel free to contact us': the phone and mail links beside a call to the contact page. */
export function ContactSection() {
  const text = contactSectionText;
  return (
    <chakra.section
      aria-labelledby="contact-section-heading"
      bg="brand.50"
      py={{ base: 12, md: 16 }}
    >
      <PageContainer display="grid" gap={8} gridTemplateColumns={{ base: '1fr', md: '3fr 2fr' }}>
        <chakra.div display="flex" gap={6} alignItems="flex-start">
          <chakra.img
            src={siteConfig.logos.primary.src}
            alt={siteConfig.logos.primary.alt}
            htmlWidth={64}
            htmlHeight={64}
            flexShrink={0}
            display={{ base: 'none', sm: 'block' }}
          />
          <chakra.div>
            <chakra.h2
              id="contact-section-heading"
              fontSize={{ base: '2xl', md: '3xl' }}
              fontWeight="bold"
              lineHeight="short"
              color="brand.700"
              mb={3}
            >
              {text.heading}
            </chakra.h2>
            <chakra.p mb={4} maxW="prose">
              {text.sentence}
            </chakra.p>
            <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap={4} rowGap={2}>
              <chakra.dt fontWeight="semibold">{text.phoneLabel}</chakra.dt>
              <chakra.dd>
                <PhoneLink {...contactLinkStyle} />
              </chakra.dd>
              <chakra.dt fontWeight="semibold">{text.emailLabel}</chakra.dt>
              <chakra.dd>
                <EmailLink {...contactLinkStyle} />
              </chakra.dd>
            </chakra.dl>
          </chakra.div>
        </chakra.div>
        <chakra.div
          bg="brand.700"
          color="white"
          borderRadius="xl"
          p={{ base: 6, md: 8 }}
          display="flex"
          flexDirection="column"
          alignItems="flex-start"
          justifyContent="center"
          gap={4}
        >
          <chakra.p fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
            {siteConfig.tagline}
          </chakra.p>
          <ButtonLink to={text.getInTouch.to} variant="outline">
            {text.getInTouch.label}
          </ButtonLink>
        </chakra.div>
      </PageContainer>
    </chakra.section>
  );
}
