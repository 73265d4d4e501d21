// The provider's details, in one place. Every value here is a PLACEHOLDER: replace them with the
// client's real name, ABN, phone, e-mail and logos before going live. The site, the referral
// document and the notification e-mails all read from this module.

export interface SiteConfig {
  /** Trading name shown in the header, hero, titles and documents. */
  providerName: string;
  /** Australian Business Number, shown in the footer and on the referral document. */
  abn: string;
  /** 1300-format phone number as displayed; phoneNumbers.ts makes its tel: link. */
  phone: { display: string };
  /** General contact address: mail links, referral instructions, job applications, enquiry inbox. */
  email: string;
  tagline: string;
  /** Public site origin used for canonical links and the sitemap. */
  siteUrl: string;
  logos: { primary: { src: string; alt: string }; ndis: { src: string; alt: string } };
  copyrightYear: number;
  /**
   * Who answers privacy questions and complaints (named on /privacy). PLACEHOLDERS in square
   * brackets: the provider fills in its privacy officer and postal address before going live.
   */
  privacy: { officer: string; postalAddress: string };
  /**
   * The IANA time zone whose calendar the provider's dates follow: a job's closing date ends at
   * midnight here (schema/contract/jobPages.ts).
   */
  timeZone: string;
}

export const siteConfig: SiteConfig = {
  providerName: 'Example Care Services',
  abn: '00 000 000 000',
  phone: { display: '1300 000 000' },
  email: 'contact@example.com',
  tagline: 'Empowering Independence',
  siteUrl: 'https://www.example.com',
  logos: {
    primary: { src: '/images/logo.svg', alt: 'Example Care Services logo' },
    ndis: { src: '/images/ndis-registered-provider.svg', alt: 'Registered NDIS provider' },
  },
  copyrightYear: 2025,
  privacy: {
    officer: '[Privacy officer’s name]',
    postalAddress: '[Postal address for privacy requests]',
  },
  timeZone: 'Australia/Sydney',
};
