// A job's page: the template the frontend build prerenders (schema/contract/jobPages.ts) with the
// job filled in. Every value is HTML-escaped where it lands, the description is the sanitized HTML
// of ./description.ts, and the JobPosting data goes at the end of <head>.

import { JOB_PAGE_TOKENS, NO_CLOSING_DATE_TEXT } from '../../schema/contract/jobPages';
import { providerDate } from '../../schema/contract/providerDate';
import { publicEmploymentType } from '../../schema/contract/employmentTypes';
import { siteConfig } from '../../schema/contract/siteConfig';
import { descriptionHtml } from './description';
import { jobPostingScript } from './jobPosting';

export interface PageJob {
  id: string;
  slug: string;
  title: string;
  description: readonly string[];
  location: string;
  type: string;
  createdAt: string;
  closesOn?: string | null;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** "1 December 2026": a calendar date as Australians write it. */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

export function renderJobPage(template: string, job: PageJob): string {
  for (const token of Object.values(JOB_PAGE_TOKENS)) {
    if (!template.includes(token)) throw new Error(`The job page template has no ${token}.`);
  }
  const posted = providerDate(new Date(job.createdAt), siteConfig.timeZone);
  const description = descriptionHtml(job.description);
  const values: Record<keyof typeof JOB_PAGE_TOKENS, string> = {
    description,
    slug: escapeHtml(job.slug),
    // Inside the island's JSON props: escaped for a JSON string, then for the attribute.
    id: escapeHtml(JSON.stringify(job.id).slice(1, -1)),
    title: escapeHtml(job.title),
    location: escapeHtml(job.location),
    type: escapeHtml(publicEmploymentType(job.type)),
    postedIso: posted,
    posted: escapeHtml(longDate(posted)),
    closing: escapeHtml(job.closesOn ? longDate(job.closesOn) : NO_CLOSING_DATE_TEXT),
  };
  // The Apply link's mail subject and body hold the title URL-encoded (the template was rendered
  // with the token as the title, which encoding leaves as it is).
  const inMailto = { ...values, title: escapeHtml(encodeURIComponent(job.title)) };
  const byToken = (chosen: typeof values) =>
    new Map<string, string>(
      (Object.keys(JOB_PAGE_TOKENS) as (keyof typeof JOB_PAGE_TOKENS)[]).map((name) => [
        JOB_PAGE_TOKENS[name],
        chosen[name],
      ]),
    );
  const [text, mailto] = [byToken(values), byToken(inMailto)];
  const pattern = new RegExp(Object.values(JOB_PAGE_TOKENS).join('|'), 'g');
  // One pass over each part of the template, so a value holding a token's text is never read as
  // one; the split's odd parts are the mailto links.
  const html = template
    .split(/(href="mailto:[^"]*")/)
    .map((part, index) =>
      part.replace(pattern, (token) => (index % 2 ? mailto : text).get(token) ?? token),
    )
    .join('');
  const script = jobPostingScript({ ...job, descriptionHtml: description });
  return html.replace('</head>', () => `${script}\n  </head>`);
}
