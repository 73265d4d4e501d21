// Text that should not be stored is refused with a ValidationError naming the field, before any
// storage call: control characters (tabs and line breaks aside), unpaired surrogates, invisible-only
// text, and bidirectional controls or line separators where the text reaches an e-mail header.

import { describe, expect, it } from 'vitest';
import { handler as messages } from '../../lambdas/messages/handler';
import { handler as posts } from '../../lambdas/posts/handler';
import { handler as staff } from '../../lambdas/staff/handler';
import { allSdkCalls, identities, invoke, useHandlerTestEnvironment } from './helpers';

const MESSAGE = {
  fullName: 'Alex Citizen',
  postcode: 3000,
  email: 'alex@example.com',
  phone: '0400 123 456',
  msg: 'Hello,\r\n\tI would like to know more.',
};
const STAFF = {
  name: 'Jo Smith',
  role: 'Support Worker',
  description: 'Loves bushwalks.',
  certificates: 'First Aid',
  experience: '5 years',
  imageUrl: 'public/staff/1700000000001_new.png',
};

const CONTROL = 'Must not contain control characters other than tabs and line breaks.';
const SINGLE_LINE = 'Must be a single line without control characters.';
const SURROGATE = 'Must not contain unpaired surrogates.';
const BLANK = 'Required; must not be blank.';
const BIDI = 'Must not contain bidirectional control characters.';
const KEY_RULE =
  'Must be a storage key under public/staff/, such as public/staff/1700000000000_photo.jpg.';

useHandlerTestEnvironment();

describe('createMessage refuses text that should not be stored', () => {
  it.each([
    ['msg', 'before\u0000after', CONTROL],
    ['msg', 'escape \u001b[31m red', CONTROL],
    ['msg', 'bell \u0007', CONTROL],
    ['msg', 'delete \u007f', CONTROL],
    ['msg', 'C1 \u0085 next line', CONTROL],
    ['msg', 'half a pair \ud83d here', SURROGATE],
    ['msg', 'trailing low \ude00', SURROGATE],
    ['msg', '\u200b\u200c\u200d\ufeff', BLANK],
    ['fullName', '\u200b\u200b', BLANK],
    ['fullName', '\u3164', BLANK],
    ['fullName', 'Alex\u0000', SINGLE_LINE],
    ['fullName', 'Alex\u2028Bcc: x@example.com', SINGLE_LINE],
    ['fullName', 'Alex\u2029Citizen', SINGLE_LINE],
    ['fullName', 'Alex \u202egnp.exe', BIDI],
    ['fullName', 'Alex \u2066Citizen\u2069', BIDI],
    ['fullName', 'Alex\u200fCitizen', BIDI],
    ['email', 'alex\u202e@example.com', BIDI],
    ['phone', '0400\u0000123456', SINGLE_LINE],
  ])('%s = %j', async (field, value, problem) => {
    const outcome = await invoke(
      messages,
      'Mutation.createMessage',
      { input: { ...MESSAGE, [field]: value } },
      identities.apiKey,
    );
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: `${field}: ${problem}` });
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('keeps tabs, line breaks, paired surrogates and joiners inside other text', async () => {
    const outcome = await invoke(
      messages,
      'Mutation.createMessage',
      {
        input: {
          ...MESSAGE,
          fullName: 'Zoë 李 O\u2019Brien',
          msg: 'Line one\r\n\tLine two 👩\u200d👩\u200d👧 \u05e9\u05dc\u05d5\u05dd',
        },
      },
      identities.apiKey,
    );
    expect(outcome).toMatchObject({ data: { fullName: 'Zoë 李 O\u2019Brien' } });
  });
});

describe('other entities refuse it too', () => {
  it.each([
    ['name', 'Jo\u0007', SINGLE_LINE],
    ['description', 'nul \u0000', CONTROL],
    ['certificates', '\ud800', SURROGATE],
    ['role', '\u200b', BLANK],
  ])('createStaff %s = %j', async (field, value, problem) => {
    const outcome = await invoke(staff, 'Mutation.createStaff', {
      input: { ...STAFF, [field]: value },
    });
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: `${field}: ${problem}` });
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('createPost description lines', async () => {
    const outcome = await invoke(posts, 'Mutation.createPost', {
      input: { title: 'Role', location: 'Here', type: 'Full time', description: ['ok', 'x\u001b'] },
    });
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage: `description[1]: ${SINGLE_LINE}`,
    });
  });
});

describe('createStaff imageUrl is a key publishing can produce', () => {
  it.each([
    ['a NUL', 'public/staff/1_a\u0000.png'],
    ['a lone surrogate', 'public/staff/1_\ud800.png'],
    ['a 287-character name', `public/staff/${'a'.repeat(287)}`],
    ['a name longer than a sanitised file name', `public/staff/1_${'a'.repeat(101)}`],
    ['no timestamp', 'public/staff/photo.png'],
    ['a space', 'public/staff/1_my photo.png'],
    ['percent-encoding', 'public/staff/1_%2e%2e'],
  ])('refuses %s before touching storage', async (_label, imageUrl) => {
    const outcome = await invoke(staff, 'Mutation.createStaff', { input: { ...STAFF, imageUrl } });
    expect(outcome).toMatchObject({ errorType: 'ValidationError' });
    expect(outcome).toHaveProperty('errorMessage', expect.stringMatching(/^imageUrl: /));
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('names the rule', async () => {
    const outcome = await invoke(staff, 'Mutation.createStaff', {
      input: { ...STAFF, imageUrl: `public/staff/${'a'.repeat(287)}` },
    });
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage: `imageUrl: ${KEY_RULE}`,
    });
  });
});
