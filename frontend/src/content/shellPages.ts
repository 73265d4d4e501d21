// Texts of the pages that are not about the services: not found, no authorisation, demo, and the
// placeholder the admin area shows while it loads.
import { siteConfig } from '../../../schema/contract/siteConfig';

export const notFoundText = {
  heading: 'Page not found',
  message: 'Sorry, we couldn’t find the page you’re looking for.',
  homeLink: 'Go back home',
} as const;

export const noAuthText = {
  heading: 'No Authorization',
  message: 'You need to sign in as a staff member to see this page.',
  loginLink: 'Admin Login',
} as const;

/** /demo: a plain guide to the site, safe to show anyone who lands on it. */
export const demoText = {
  heading: 'Website guide',
  intro: `This page gives a quick overview of the ${siteConfig.providerName} website and where to find each part of it.`,
  sectionsHeading: 'Where to find things',
} as const;

export const loadingText = 'Loading...';
