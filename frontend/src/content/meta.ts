// Each route's <title> and meta description (also its Open Graph title and description). The
// admin's pages have theirs apart (adminMeta.ts), so the admin app's code holds none of these.
import { JOB_PAGE_TOKENS } from '../../../schema/contract/jobPages';
import { siteConfig } from '../../../schema/contract/siteConfig';
import { adminPageMeta } from './adminMeta';
import { titled, type PageMeta } from './pageTitle';

export type { PageMeta };

const { providerName } = siteConfig;

export const pageMeta = {
  home: {
    title: `${providerName} | Registered NDIS provider`,
    description: `${providerName} is a registered NDIS provider of disability support and allied health services across Australia. ${siteConfig.tagline}.`,
  },
  services: {
    title: titled('Our services'),
    description: `Allied health, support coordination, supported independent living and disability support from ${providerName}, in your home, in the community or by telehealth.`,
  },
  alliedHealth: {
    title: titled('Positive Behaviour Support Practitioner'),
    description:
      'Positive behaviour support: behaviour support plans, functional behaviour assessments, training for your support network and review of restrictive practices under NDIS rules.',
  },
  occupationalTherapist: {
    title: titled('Occupational Therapist'),
    description:
      'Occupational therapy for children, youth and adults: assistive technology, functional capacity, sensory and home safety assessments, home modifications, wheelchairs and seating.',
  },
  supportCoordination: {
    title: titled('Support Coordination'),
    description:
      'Support coordination helps you understand your NDIS plan and use it to reach the supports and services you need.',
  },
  socialWorker: {
    title: titled('Social Worker'),
    description:
      'Social work: assessments, counselling, care plans, advocacy and links to community services.',
  },
  disabilitySupportWorker: {
    title: titled('Disability Support Worker'),
    description:
      'Disability support workers help with community participation, personal care, household tasks, mobility, meal preparation and companionship.',
  },
  supportedIndependentLiving: {
    title: titled('Supported Independent Living'),
    description:
      'Supported independent living: 24/7 support with personal care, meals, household chores, health and medication management, and overnight support.',
  },
  contact: {
    title: titled('Contact us'),
    description: `Send ${providerName} an enquiry, call us on ${siteConfig.phone.display} or e-mail ${siteConfig.email}.`,
  },
  referral: {
    title: titled('Make a Referral'),
    description: `Refer someone to ${providerName} online, or download our referral form and e-mail it to us.`,
  },
  feedback: {
    title: titled('Feedback and complaints'),
    description: `Give ${providerName} a compliment, feedback or a complaint: free, confidential and without affecting your services. You can also contact the NDIS Quality and Safeguards Commission.`,
  },
  careers: {
    title: titled('Work with us'),
    description: `Build a rewarding career in disability support and allied health with ${providerName}.`,
  },
  opportunities: {
    title: titled('Current Opportunities'),
    description: `Current job openings at ${providerName}: filter by employment type and location, and apply by e-mail.`,
  },
  /** A job's page: the publisher fills in the title, type and location (schema/contract/jobPages.ts). */
  jobPage: {
    title: titled(JOB_PAGE_TOKENS.title),
    description: `${JOB_PAGE_TOKENS.title}: ${JOB_PAGE_TOKENS.type} job in ${JOB_PAGE_TOKENS.location} at ${providerName}. Read the role and apply online or by e-mail.`,
  },
  jobGone: {
    title: titled('This job is no longer open'),
    description: `This job at ${providerName} has closed or been filled.`,
  },
  privacy: {
    title: titled('Privacy policy'),
    description: `How ${providerName} collects, uses, stores and protects your personal information, and how to see, correct or complain about it.`,
  },
  accessibility: {
    title: titled('Accessibility statement'),
    description: `How the ${providerName} website aims to meet WCAG 2.2 AA, how we test it, its known limits and how to get information in another format.`,
  },
  demo: {
    title: titled('Demo'),
    description: `An overview of the ${providerName} website and where to find each part of it.`,
  },
  noAuth: {
    title: titled('No Authorization'),
    description: 'You are not authorised to view this page. Staff can sign in to the admin area.',
  },
  notFound: {
    title: titled('Page not found'),
    description: 'The page you are looking for could not be found.',
  },
  ...adminPageMeta,
} as const satisfies Record<string, PageMeta>;

export type PageMetaKey = keyof typeof pageMeta;
