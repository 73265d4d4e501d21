// A page per job: the slug, the closing time in the provider's time zone, the JobPosting data
// Google's job search reads, the description's sanitizing, and the page filled from its template.

import { describe, expect, it } from 'vitest';
import { descriptionHtml } from '../../lambdas/posts/description';
import { renderJobPage } from '../../lambdas/posts/jobPage';
import { jobPosting } from '../../lambdas/posts/jobPosting';
import {
  closingInstant,
  employmentTypeValue,
  isJobOpen,
  JOB_PAGE_TOKENS,
  jobSlug,
} from '../../schema/contract/jobPages';
import { providerDate } from '../../schema/contract/providerDate';
import { EMPLOYMENT_TYPES, employmentTypeOf } from '../../schema/contract/employmentTypes';
import { siteConfig } from '../../schema/contract/siteConfig';

const ID = '3f2a9c1e-7b44-4d0a-9e1f-0a1b2c3d4e5f';

describe('jobSlug', () => {
  it('is the title’s words and the start of the id', () => {
    expect(jobSlug('Support Worker – Ballarat (Casual)', ID)).toBe(
      'support-worker-ballarat-casual-3f2a9c1e',
    );
    expect(jobSlug('Café Ørsted Allied-Health', ID)).toBe('cafe-rsted-allied-health-3f2a9c1e');
  });

  it('gives the same slug for the same job every time, and different ones to two jobs of one title', () => {
    expect(jobSlug('Support Worker', ID)).toBe(jobSlug('Support Worker', ID));
    expect(jobSlug('Support Worker', ID)).not.toBe(
      jobSlug('Support Worker', 'aa11bb22-0000-4000-8000-000000000000'),
    );
  });

  it('falls back to "job" for a title with no letters or digits, and stays short', () => {
    expect(jobSlug('!!!', ID)).toBe('job-3f2a9c1e');
    expect(jobSlug('a'.repeat(200), ID).length).toBeLessThanOrEqual(60 + 9);
  });
});

describe('closing in the provider’s time zone (Australia/Sydney)', () => {
  it('keeps a job open through its closing date there, and closes it at midnight', () => {
    const job = { closesOn: '2026-03-10' };
    // 23:59 on the 10th in Sydney (AEDT, UTC+11) is 12:59 UTC on the 10th.
    expect(isJobOpen(job, new Date('2026-03-10T12:59:00Z'))).toBe(true);
    // 00:00 on the 11th in Sydney is 13:00 UTC on the 10th: still the 10th in UTC, yet closed.
    expect(isJobOpen(job, new Date('2026-03-10T13:00:00Z'))).toBe(false);
  });

  it('follows the day boundary in winter (AEST, UTC+10) too', () => {
    const job = { closesOn: '2026-07-01' };
    expect(isJobOpen(job, new Date('2026-07-01T13:59:59Z'))).toBe(true);
    expect(isJobOpen(job, new Date('2026-07-01T14:00:00Z'))).toBe(false);
  });

  it('never closes a job without a closing date, and always closes a filled one', () => {
    expect(isJobOpen({}, new Date('2099-01-01T00:00:00Z'))).toBe(true);
    expect(isJobOpen({ closesOn: null, filled: true }, new Date('2000-01-01T00:00:00Z'))).toBe(
      false,
    );
  });

  it('reads the date in another configured zone', () => {
    const instant = new Date('2026-03-10T13:30:00Z');
    expect(providerDate(instant, 'Australia/Sydney')).toBe('2026-03-11');
    expect(providerDate(instant, 'Australia/Perth')).toBe('2026-03-10');
  });

  it('gives validThrough as the last second of the day with that day’s offset', () => {
    expect(closingInstant('2026-01-15')).toBe('2026-01-15T23:59:59+11:00');
    expect(closingInstant('2026-07-15')).toBe('2026-07-15T23:59:59+10:00');
  });
});

describe('JobPosting', () => {
  const job = {
    id: ID,
    slug: 'support-worker-3f2a9c1e',
    title: 'Support Worker',
    descriptionHtml: '<p>Help people</p>',
    location: 'Victoria',
    type: 'Casual',
    createdAt: '2026-02-01T03:04:05.000Z',
  };

  it('carries every property Google requires, and the recommended ones', () => {
    const data = jobPosting({ ...job, closesOn: '2026-03-10' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Support Worker',
      description: '<p>Help people</p>',
      datePosted: '2026-02-01T03:04:05.000Z',
      validThrough: '2026-03-10T23:59:59+11:00',
      employmentType: 'PART_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: siteConfig.providerName,
        sameAs: siteConfig.siteUrl,
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressRegion: 'VIC', addressCountry: 'AU' },
      },
      identifier: { '@type': 'PropertyValue', name: siteConfig.providerName, value: ID },
      url: `${siteConfig.siteUrl}/opportunities/support-worker-3f2a9c1e`,
    });
  });

  it('leaves validThrough out when the job has no closing date', () => {
    expect(jobPosting({ ...job, closesOn: null })).not.toHaveProperty('validThrough');
  });

  it('maps the spec’s four employment types, in any case, and anything else to OTHER', () => {
    expect(employmentTypeValue('Full Time')).toBe('FULL_TIME');
    expect(employmentTypeValue('part-time')).toBe('PART_TIME');
    expect(employmentTypeValue(' CASUAL ')).toBe('PART_TIME');
    expect(employmentTypeValue('Subcontractor')).toBe('CONTRACTOR');
    expect(employmentTypeValue('Volunteer')).toBe('OTHER');
  });

  it('maps every type the admin offers to one Google documents', () => {
    const documented = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER'];
    for (const type of EMPLOYMENT_TYPES) {
      expect(documented, type).toContain(employmentTypeValue(type));
    }
  });
});

describe('employmentTypeOf', () => {
  it.each([
    ['Full Time', 'Full Time'],
    ['full-time', 'Full Time'],
    ['FULLTIME', 'Full Time'],
    [' part time ', 'Part Time'],
    ['casual', 'Casual'],
    ['Sub-contractor', 'Subcontractor'],
  ])('reads a stored %j as %s', (stored, type) => {
    expect(employmentTypeOf(stored)).toBe(type);
  });

  it.each(['Volunteer', 'Contract role', 'Casual or part time', ''])(
    'reads %j as none of the four',
    (stored) => {
      expect(employmentTypeOf(stored)).toBeUndefined();
    },
  );
});

describe('descriptionHtml', () => {
  it('renders the Markdown lines as HTML', () => {
    expect(descriptionHtml(['**Pay**: $40', '- one', '- two'])).toBe(
      '<p><strong>Pay</strong>: $40</p>\n<ul>\n<li>\n<p>one</p>\n</li>\n<li>\n<p>two</p>\n</li>\n</ul>',
    );
  });

  it('strips scripts, event handlers, javascript: links, styles and pictures', () => {
    const html = descriptionHtml([
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="https://x.example" onclick="alert(1)">click</a>',
      '[link](javascript:alert(1))',
      '<p style="position:fixed">styled</p>',
      '![picture](https://x.example/p.png)',
    ]);
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|style=|<img/i);
    expect(html).toContain('<p><span>link</span></p>');
  });

  it('puts a board card’s headings below the card’s h3', () => {
    expect(descriptionHtml(['# About', '## Duties', '#### Detail'], 'h4')).toBe(
      '<h4>About</h4>\n<h4>Duties</h4>\n<h4>Detail</h4>',
    );
  });

  it('puts its headings below the page’s own and sends links without a referrer', () => {
    expect(descriptionHtml(['# About', '[site](https://x.example)'])).toBe(
      '<h3>About</h3>\n<p><a href="https://x.example" rel="noopener noreferrer nofollow">site</a></p>',
    );
  });
});

describe('renderJobPage', () => {
  const t = JOB_PAGE_TOKENS;
  const template = `<html><head><title>${t.title}</title></head><body><h1>${t.title}</h1>
<a href="mailto:a@b.c?subject=Application%20for%20${t.title}">Apply</a>
<p>${t.slug} ${t.location} ${t.type} <time datetime="${t.postedIso}">${t.posted}</time> ${t.closing}</p>
<div>${t.description}</div>
<div data-island="ApplyForm" data-island-props="{&quot;jobId&quot;:&quot;${t.id}&quot;}"></div>
</body></html>`;
  const job = {
    id: ID,
    slug: 'x-3f2a9c1e',
    title: 'Nurse <b>& "carer"</b> __JOB_SLUG__',
    description: ['Hello'],
    location: 'Victoria',
    type: 'Part Time',
    createdAt: '2026-03-10T13:30:00.000Z',
    closesOn: '2026-04-01',
  };

  it('escapes every value where it lands, and reads a token in a value as text', () => {
    const html = renderJobPage(template, job);
    expect(html).toContain(
      '<h1>Nurse &lt;b&gt;&amp; &quot;carer&quot;&lt;/b&gt; __JOB_SLUG__</h1>',
    );
    expect(html).toContain(
      `subject=Application%20for%20${encodeURIComponent(job.title).replace(/&/g, '&amp;')}`,
    );
    expect(html).not.toContain('<b>');
  });

  it('shows a type stored as free text before as the one of the four it spells', () => {
    expect(renderJobPage(template, { ...job, type: 'full-time' })).toContain(' Full Time ');
    expect(renderJobPage(template, { ...job, type: 'Contract role' })).toContain(' Contract role ');
  });

  it('writes the dates in the provider’s calendar, and the description as HTML', () => {
    const html = renderJobPage(template, job);
    // 13:30 UTC on the 10th is the 11th in Sydney.
    expect(html).toContain('<time datetime="2026-03-11">11 March 2026</time> 1 April 2026');
    expect(html).toContain('<div><p>Hello</p></div>');
  });

  it('says the job is open until filled when it has no closing date', () => {
    expect(renderJobPage(template, { ...job, closesOn: null })).toContain('Open until filled');
  });

  it('adds the JobPosting data to <head>, with no way to close its script early', () => {
    const html = renderJobPage(template, { ...job, description: ['</script><script>x()'] });
    const scripts = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    expect(scripts).not.toBeNull();
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    const data = JSON.parse(scripts![1]!) as { title: string };
    expect(data.title).toBe(job.title);
  });

  it('tells the Apply form island its job’s id, as JSON in its attribute', () => {
    const islandProps = (html: string) => {
      const attribute = /data-island-props="([^"]*)"/.exec(html)![1]!;
      const decoded = attribute
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      return JSON.parse(decoded) as unknown;
    };
    expect(islandProps(renderJobPage(template, job))).toEqual({ jobId: ID });
    // An id is the API's, but no text in it can leave the attribute or the JSON string.
    const odd = `a"b\\c'<&>`;
    expect(islandProps(renderJobPage(template, { ...job, id: odd }))).toEqual({ jobId: odd });
  });

  it('refuses a template that lacks a token', () => {
    expect(() => renderJobPage('<html><head></head></html>', job)).toThrow(/template has no/);
  });
});
