// Texts of Work with us (/careers) and Current Opportunities (/opportunities).
import type { AustralianStateName } from '../../../../../schema/contract/australianStates';
import { siteConfig } from '../../../../../schema/contract/siteConfig';
import { paths } from '../../../paths';

const { providerName } = siteConfig;

export const careersText = {
  banner: 'Work with us',
  heading: 'Make a difference every day',
  paragraphs: [
    `At ${providerName} we are always looking for caring, skilled people who want to help others live the life they choose. Join a supportive team of support workers and allied health professionals working across Victoria and South Australia.`,
    'We offer flexible hours, ongoing training and supervision, and the chance to see the difference you make every day.',
  ],
  viewOpportunities: { label: 'View Current Opportunities', to: paths.opportunities },
} as const;

export { EMPLOYMENT_TYPES } from '../../../../../schema/contract/employmentTypes';
/** The states the job board's location filter offers. */
export const LOCATIONS: readonly AustralianStateName[] = ['Victoria', 'South Australia'];

export const opportunitiesText = {
  eyebrow: 'Join Us',
  heading: 'Current Opportunities',
  intro: `Browse our open roles below. Use the filters to narrow the list by employment type or location, then open a role to read more and apply by e-mail to ${providerName}.`,
  filters: {
    heading: 'Filter jobs',
    employmentType: 'Employment type',
    location: 'Location',
  },
  loading: 'Loading current opportunities…',
  /** Shown instead of the list when the browser runs no JavaScript. */
  noScript: `The list of opportunities needs JavaScript. You can also e-mail your application to ${siteConfig.email}.`,
  loadFailed: 'We could not load the current opportunities. Please try again later.',
  empty: 'No opportunities match your filters right now. Please check back soon.',
  count: (shown: number) => `${shown} ${shown === 1 ? 'opportunity' : 'opportunities'} shown`,
  showMore: 'Show More',
  showLess: 'Show Less',
  applyNow: 'Apply Now',
  locationLabel: 'Location',
  typeLabel: 'Employment type',
  application: {
    subject: (title: string) => `Application for ${title}`,
    body: (title: string) =>
      `Dear ${providerName} team,\n\nI would like to apply for the ${title} position. Please find my resume and cover letter attached.\n\nKind regards,\n`,
  },
} as const;

/** A job's own page (/opportunities/<slug>), prerendered as the publisher's template. */
export const jobPageText = {
  eyebrow: 'Current Opportunities',
  detailsHeading: 'Job details',
  location: 'Location',
  type: 'Employment type',
  posted: 'Posted',
  closing: 'Closing date',
  descriptionHeading: 'About the role',
  // Beside the Apply form, for those who would rather e-mail (and the only way without JavaScript).
  applyHeading: 'Apply by e-mail',
  applyText: `If you prefer, e-mail your resume and a short cover letter to ${siteConfig.email}. Apply Now opens a draft with the job in its subject.`,
  allJobs: 'See all current opportunities',
} as const;

/** What a closed, filled or deleted job's address shows (status 410). */
export const jobGoneText = {
  heading: 'This job is no longer open',
  message: 'The job you are looking for has closed or been filled.',
  link: 'See current opportunities',
} as const;
