// Texts of the frame every public page shares: skip link, header navigation, mobile menu, footer.
import { siteConfig } from '../../../schema/contract/siteConfig';
import { paths, type SitePath } from '../paths';

export interface NavLink {
  label: string;
  to: SitePath;
}

const { providerName } = siteConfig;

/** The six service pages, in the order the footer lists them. */
export const serviceLinks: readonly NavLink[] = [
  { label: 'Positive Behaviour Support Practitioner', to: paths.alliedHealth },
  { label: 'Occupational Therapist', to: paths.occupationalTherapist },
  { label: 'Social Worker', to: paths.socialWorker },
  { label: 'Support Coordination', to: paths.supportCoordination },
  { label: 'Supported Independent Living', to: paths.supportedIndependentLiving },
  { label: 'Disability Support worker', to: paths.disabilitySupportWorker },
];

/** The pages about the site itself, linked from the footer and the website guide. */
export const aboutSiteLinks: readonly NavLink[] = [
  { label: 'Privacy policy', to: paths.privacy },
  { label: 'Accessibility', to: paths.accessibility },
];

export const layoutText = {
  skipLink: 'Skip to main content',
  header: {
    navLabel: 'Main',
    homeLogoLabel: `${providerName} home`,
    home: { label: 'Home', to: paths.home },
    services: {
      label: 'Services',
      links: [...serviceLinks, { label: 'All Services', to: paths.services }],
    },
    referral: { label: 'Referral', to: paths.referral },
    /** Complaints are reached from the header too, not only from the footer's last link. */
    contact: {
      label: 'Contact',
      links: [
        { label: 'Contact Us', to: paths.contact },
        { label: 'Feedback and complaints', to: paths.feedback },
      ],
    },
    careers: {
      label: 'Careers',
      links: [
        { label: 'Work with us', to: paths.careers },
        { label: 'Current Opportunities', to: paths.opportunities },
      ],
    },
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    phoneLabel: 'Call us',
    emailLabel: 'E-mail us',
  },
  footer: {
    servicesHeading: 'Services',
    usefulLinksHeading: 'Useful Links',
    usefulLinks: [
      { label: 'Contact Us', to: paths.contact },
      { label: 'Careers', to: paths.careers },
      { label: 'Make a Referral', to: paths.referral },
      { label: 'Current Opportunities', to: paths.opportunities },
      ...aboutSiteLinks,
      { label: 'Feedback and complaints', to: paths.feedback },
    ] satisfies NavLink[],
    contactHeading: 'Contact',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    abn: `ABN ${siteConfig.abn}`,
    acknowledgement: `${providerName} acknowledges the Traditional Custodians of the lands on which we live and work, and their continuing connection to land, waters and community. We pay our respects to Elders past and present.`,
    copyright: `© ${siteConfig.copyrightYear} ${providerName}. All rights reserved.`,
  },
} as const;
