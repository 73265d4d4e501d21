// The public pages' small pure parts: what the contact form sends and shows, and how the job
// board filters posts and writes the application e-mail link.
import { describe, expect, it } from 'vitest';
import { applicationMailto } from '../../frontend/src/components/careers/applicationMailto';
import { filterPosts } from '../../frontend/src/components/careers/jobFilter';
import { postcodeValue } from '../../frontend/src/components/contact/postcode';
import { serverFieldErrors } from '../../frontend/src/components/contact/serverFieldErrors';
import { GraphqlRequestError } from '../../frontend/src/data/graphqlClient';
import type { JobPost } from '../../frontend/src/data/posts';
import { siteConfig } from '../../schema/contract/siteConfig';

describe('postcodeValue', () => {
  it.each([
    ['3000', 3000],
    [' 0800 ', 800],
    ['08', 8],
    ['', null],
    ['   ', null],
    ['abc', null],
  ])('%j is %j', (raw, expected) => {
    expect(postcodeValue(raw)).toBe(expected);
  });
});

describe('serverFieldErrors', () => {
  it('puts each ValidationError under the field it names; msg is the message field', () => {
    const error = new GraphqlRequestError([
      { errorType: 'ValidationError', message: 'phone: Must contain 8 to 15 digits.' },
      { errorType: 'ValidationError', message: 'msg: Must be at most 5000 characters.' },
    ]);
    expect(serverFieldErrors(error)).toEqual({
      phone: 'Must contain 8 to 15 digits.',
      message: 'Must be at most 5000 characters.',
    });
  });

  it('ignores other errors, unknown fields and anything that is not an API error', () => {
    const error = new GraphqlRequestError([
      { errorType: 'InternalError', message: 'email: not a validation error' },
      { errorType: 'ValidationError', message: 'condition: Not supported.' },
    ]);
    expect(serverFieldErrors(error)).toEqual({});
    expect(serverFieldErrors(new Error('email: network'))).toEqual({});
  });
});

const post = (title: string, type: string, location: string): JobPost => ({
  id: title,
  title,
  type,
  location,
  description: ['text'],
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
