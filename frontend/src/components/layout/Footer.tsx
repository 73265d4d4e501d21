import { chakra, defineStyle } from '@chakra-ui/react';
import { layoutText, serviceLinks, type NavLink } from '../../content/layout';
import { siteConfig } from '../../../../schema/contract/siteConfig';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { PageLink } from './links';
import { PageContainer } from './PageContainer';
import { FOOTER_LINKS_ID } from './anchors';

const footerLinkStyle = defineStyle({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '2rem',
  color: 'white',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'accent.100' },
  _focusVisible: { outlineColor: 'white' },
});

/** Three columns (Services, Useful Links, Contact), the logos, acknowledgement and copyright. */
export function Footer() {
  const { footer } = layoutText;
  return (
    <chakra.footer bg="brand.900" color="white" pt={12} pb={8}>
      <PageContainer>
        <chakra.div
          id={FOOTER_LINKS_ID}
          display="grid"
          gap={8}
          gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
        >
          <FooterColumn heading={footer.servicesHeading} links={serviceLinks} />
          <FooterColumn heading={footer.usefulLinksHeading} links={footer.usefulLinks} />
          <section aria-labelledby="footer-contact">
            <FooterHeading id="footer-contact">{footer.contactHeading}</FooterHeading>
            <chakra.ul display="grid" gap={1}>
              <li>
                {footer.phoneLabel}: <PhoneLink css={footerLinkStyle} />
              </li>
              <li>
                {footer.emailLabel}: <EmailLink css={footerLinkStyle} />
              </li>
            </chakra.ul>
            <chakra.p mt={3}>{footer.abn}</chakra.p>
          </section>
        </chakra.div>
        <chakra.div
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          gap={6}
          mt={10}
          pt={8}
          borderTopWidth="1px"
          borderColor="brand.700"
        >
          <chakra.img
            src={siteConfig.logos.primary.src}
            alt={siteConfig.logos.primary.alt}
            htmlWidth={64}
            htmlHeight={64}
            bg="white"
            borderRadius="full"
          />
          <chakra.img
            src={siteConfig.logos.ndis.src}
            alt={siteConfig.logos.ndis.alt}
            htmlWidth={128}
            htmlHeight={64}
            bg="white"
            borderRadius="md"
          />
        </chakra.div>
        <chakra.p mt={6} maxW="prose">
          {footer.acknowledgement}
        </chakra.p>
        <chakra.p mt={4} fontSize="sm">
          {footer.copyright}
        </chakra.p>
      </PageContainer>
    </chakra.footer>
  );
}

function FooterColumn({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  const id = `footer-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <chakra.nav aria-labelledby={id}>
      <FooterHeading id={id}>{heading}</FooterHeading>
      <chakra.ul display="grid" gap={1}>
        {links.map((link) => (
          <li key={link.to}>
            <PageLink to={link.to} css={footerLinkStyle}>
              {link.label}
            </PageLink>
          </li>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <chakra.h2 id={id} fontSize="lg" fontWeight="bold" mb={3} color="accent.100">
      {children}
    </chakra.h2>
  );
}
