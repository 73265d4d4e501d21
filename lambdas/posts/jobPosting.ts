// The schema.org JobPosting structured data of a job's page, with what Google's job search
// requires (title, description, datePosted, hiringOrganization, jobLocation) and recommends
// (validThrough when the job has a closing date, employmentType, identifier).

import { AUSTRALIAN_STATES, stateOfLocation } from '../../schema/contract/australianStates';
import { closingInstant, employmentTypeValue, jobPagePath } from '../../schema/contract/jobPages';
import { siteConfig } from '../../schema/contract/siteConfig';

export interface JobPostingSource {
  id: string;
  slug: string;
  title: string;
  /** Sanitized HTML (./description.ts): Google shows it as the job's description. */
  descriptionHtml: string;
  location: string;
  type: string;
  createdAt: string;
  closesOn?: string | null;
}

const absolute = (path: string) => new URL(path, siteConfig.siteUrl).href;

export function jobPosting(job: JobPostingSource): Record<string, unknown> {
  const state = stateOfLocation(job.location);
  const region = AUSTRALIAN_STATES.find(({ name }) => name === state)?.code ?? job.location;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.createdAt,
    ...(job.closesOn ? { validThrough: closingInstant(job.closesOn) } : {}),
    employmentType: employmentTypeValue(job.type),
    hiringOrganization: {
      '@type': 'Organization',
      name: siteConfig.providerName,
      sameAs: siteConfig.siteUrl,
      logo: absolute(siteConfig.logos.primary.src),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressRegion: region, addressCountry: 'AU' },
    },
    identifier: { '@type': 'PropertyValue', name: siteConfig.providerName, value: job.id },
    url: absolute(jobPagePath(job.slug)),
  };
}

/** The data as a script element; `<` escaped so no value can close the element early. */
export function jobPostingScript(job: JobPostingSource): string {
  const json = JSON.stringify(jobPosting(job)).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
