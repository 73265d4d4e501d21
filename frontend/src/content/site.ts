// Every visible text of the public site, in one typed module. Provider details (name, phone,
// e-mail, ABN, logos) come from siteConfig and are only referenced here, never copied.
import { siteConfig } from '../../../schema/contract/siteConfig';

/** The <title> and meta description every page has of its own. */
export interface PageMeta {
  title: string;
  description: string;
}

const { providerName } = siteConfig;

export const content = {
  skipLink: 'Skip to main content',
  home: {
    meta: {
      title: `${providerName} | Registered NDIS provider`,
      description: `${providerName} is a registered NDIS provider of disability support and allied health services across Australia. ${siteConfig.tagline}.`,
    } satisfies PageMeta,
    registeredProvider: `${providerName} is a registered NDIS provider of disability support and allied health services, delivered in your home, in the community and by telehealth across Australia.`,
    comingSoon:
      'Our full website is on its way. In the meantime, we would love to hear from you by phone or e-mail.',
    contactHeading: 'Get in touch',
    phoneLabel: 'Call us',
    emailLabel: 'E-mail us',
  },
  notFound: {
    meta: {
      title: `Page not found | ${providerName}`,
      description: 'The page you are looking for could not be found.',
    } satisfies PageMeta,
    heading: 'Page not found',
    message: 'Sorry, we couldn’t find the page you’re looking for.',
    homeLink: 'Go back home',
  },
  footer: {
    contactHeading: 'Contact',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    abn: `ABN ${siteConfig.abn}`,
    acknowledgement: `${providerName} acknowledges the Traditional Custodians of the lands on which we live and work, and their continuing connection to land, waters and community. We pay our respects to Elders past and present.`,
    copyright: `© ${siteConfig.copyrightYear} ${providerName}. All rights reserved.`,
  },
} as const;
