// The public pages' small pure parts: what the contact form sends and shows, how the job board
// filters posts and writes the application e-mail link, and the privacy policy's retention periods.
import { describe, expect, it } from 'vitest';
import { applicationMailto } from '../../frontend/src/features/careers/applicationMailto';
import { filterPosts, locationOptions } from '../../frontend/src/features/careers/jobFilter';
import type { JobPost } from '../../frontend/src/features/careers/data/posts';
import { periodInWords } from '../../schema/contract/periods';
import {
  privacyPolicyText,
  privacyText,
  type PrivacyText,
} from '../../frontend/src/content/privacy';
import { LOG_RETENTION_DAYS } from '../../schema/contract/logRetention';
import { RETENTION_DAYS } from '../../schema/contract/retention';
import { siteConfig } from '../../schema/contract/siteConfig';

const post = (title: string, type: string, location: string): JobPost => ({
  id: title,
  slug: title,
  title,
  type,
  location,
  descriptionHtml: '<p>text</p>',
});

describe('locationOptions', () => {
  it('offers Victoria and South Australia always, then the other states in use, in order', () => {
    expect(locationOptions(['Victoria', 'South Australia'], [])).toEqual([
      'Victoria',
      'South Australia',
    ]);
    const posts = [
      post('a', 'Casual', 'Tasmania'),
      post('b', 'Casual', 'Brisbane, QLD'),
      post('c', 'Casual', 'VIC'),
      post('d', 'Casual', 'Remote'),
    ];
    expect(locationOptions(['Victoria', 'South Australia'], posts)).toEqual([
      'Victoria',
      'South Australia',
      'Queensland',
      'Tasmania',
    ]);
  });
});

describe('filterPosts', () => {
  const posts = [
    post('a', 'Casual', 'Victoria'),
    post('b', 'Full Time', 'South Australia'),
    post('c', ' part time ', 'Victoria'),
    post('d', 'Subcontractor', 'South Australia'),
  ];
  const titles = (types: string[], locations: string[]) =>
    filterPosts(posts, { types: new Set(types), locations: new Set(locations) }).map(
      (each) => each.title,
    );

  it('shows every post when nothing is ticked', () => {
    expect(titles([], [])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches any ticked value in a group (ignoring case and spaces) and all groups', () => {
    expect(titles(['Casual', 'Part Time'], [])).toEqual(['a', 'c']);
    expect(titles(['Casual', 'Part Time'], ['Victoria'])).toEqual(['a', 'c']);
    expect(titles(['Full Time', 'Subcontractor'], ['Victoria'])).toEqual([]);
    expect(titles([], ['South Australia'])).toEqual(['b', 'd']);
  });

  it('reads a location written as free text as its state', () => {
    const legacy = [
      post('vic', 'Casual', 'VIC'),
      post('melbourne', 'Casual', 'Melbourne, VIC'),
      post('adelaide', 'Casual', 'Adelaide SA'),
      post('remote', 'Casual', 'Remote'),
    ];
    const inState = (state: string) =>
      filterPosts(legacy, { types: new Set(), locations: new Set([state]) }).map(
        (each) => each.title,
      );
    expect(inState('Victoria')).toEqual(['vic', 'melbourne']);
    expect(inState('South Australia')).toEqual(['adelaide']);
    expect(filterPosts(legacy, { types: new Set(), locations: new Set() })).toHaveLength(4);
  });
});

describe('applicationMailto', () => {
  it('addresses the provider with an encoded subject and a CRLF body', () => {
    const href = applicationMailto('Support Worker & Driver?');
    const [address, query] = href.split('?');
    expect(address).toBe(`mailto:${siteConfig.email}`);
    expect(query).toMatch(/^subject=Application%20for%20Support%20Worker%20%26%20Driver%3F&body=/);
    const body = decodeURIComponent(query!.split('&body=')[1]!);
    expect(body).toContain('apply for the Support Worker & Driver? position');
    expect(body).toContain('\r\n\r\n');
    expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });
});

describe('periodInWords', () => {
  it.each([
    [365, '1 year'],
    [366, '1 year'],
    [730, '2 years'],
    [1095, '3 years'],
    [1460, '4 years'],
    [2557, '7 years'],
    [1, '1 day'],
    [90, '90 days'],
    [364, '364 days'],
    [400, '400 days'],
    [1000, '1,000 days'],
  ])('%i days is %j', (days, words) => {
    expect(periodInWords(days)).toBe(words);
  });
});

describe('the privacy policy’s retention periods', () => {
  /** The 'How long we keep it' list as [what, how long] pairs. */
  const keptFor = (text: PrivacyText) =>
    text.sections
      .find((section) => section.heading === 'How long we keep it')
      ?.blocks.flatMap((block) =>
        block.kind === 'terms'
          ? block.entries.map((entry) => [entry.term, entry.parts.join('')])
          : [],
      );

  it('are those of RETENTION_DAYS and LOG_RETENTION_DAYS, in words', () => {
    expect(keptFor(privacyText)).toEqual([
      ['Contact form messages', periodInWords(RETENTION_DAYS.Message)],
      [
        'Referrals we accept',
        `${periodInWords(RETENTION_DAYS.AcceptedReferral)} after we accept them`,
      ],
      [
        'Referrals we decline or close',
        `${periodInWords(RETENTION_DAYS.Referral)} after we decline or close them`,
      ],
      ['Complaints', `${periodInWords(RETENTION_DAYS.Complaint)} after the complaint is closed`],
      ['Feedback and compliments', periodInWords(RETENTION_DAYS.Feedback)],
      [
        'Job applications and CVs',
        `${periodInWords(RETENTION_DAYS.JobApplication)} after the job closes (or after you apply, if the job has no closing date)`,
      ],
      ['Records of what staff did with each item', periodInWords(RETENTION_DAYS.Audit)],
      ['Technical logs', periodInWords(LOG_RETENTION_DAYS)],
    ]);
  });

  it('follow a change of any period', () => {
    const text = privacyPolicyText(
      {
        Message: 90,
        Referral: 1095,
        AcceptedReferral: 3288,
        Feedback: 365,
        Complaint: 2922,
        JobApplication: 180,
        Audit: 3653,
      },
      30,
    );
    expect(keptFor(text)).toEqual([
      ['Contact form messages', '90 days'],
      ['Referrals we accept', '9 years after we accept them'],
      ['Referrals we decline or close', '3 years after we decline or close them'],
      ['Complaints', '8 years after the complaint is closed'],
      ['Feedback and compliments', '1 year'],
      [
        'Job applications and CVs',
        '180 days after the job closes (or after you apply, if the job has no closing date)',
      ],
      ['Records of what staff did with each item', '10 years'],
      ['Technical logs', '30 days'],
    ]);
  });
});
