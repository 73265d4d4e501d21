// Texts of the home page. Provider details (name, phone, e-mail, ABN, logos) come from siteConfig
// and are only referenced here, never copied.
import { siteConfig } from '../../../schema/contract/siteConfig';

const { providerName } = siteConfig;

export const content = {
  home: {
    registeredProvider: `${providerName} is a registered NDIS provider of disability support and allied health services, delivered in your home, in the community and by telehealth across Australia.`,
    comingSoon:
      'Our full website is on its way. In the meantime, we would love to hear from you by phone or e-mail.',
    contactHeading: 'Get in touch',
    phoneLabel: 'Call us',
    emailLabel: 'E-mail us',
  },
} as const;
