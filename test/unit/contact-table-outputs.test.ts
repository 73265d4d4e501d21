// What the contact form's table (schema/contract/contactFields.ts) makes on the server, written
// out in full: the inbox's CSV and the staff e-mail are the same, byte for byte, as when each was
// written by hand, and the server's checks of createMessage's input are the hand-written ones'.
import { describe, expect, it } from 'vitest';
import { messagesCsv } from '../../lambdas/messages/csv';
import { notificationText } from '../../lambdas/messages/mail';
import { createMessageArguments } from '../../lambdas/messages/schemas';
import { parseArguments } from '../../lambdas/shared/validation';
import type { Message } from '../../schema/generated/types';

const message = {
  id: 'm-1',
  fullName: 'Alex Citizen',
  postcode: 3000,
  email: 'alex@example.com',
  phone: '+61 400 123 456',
  msg: '=SUM(A1)\nSecond line, "quoted"',
  createdAt: '2026-11-27T01:02:03.000Z',
  updatedAt: '2026-11-27T01:02:03.000Z',
  status: 'NEW',
  read: false,
  notes: [],
} as Message;

describe('the messages CSV', () => {
  it('has the columns and cells it always had', () => {
    expect(messagesCsv([message, { ...message, id: 'm-2', postcode: null }])).toBe(
      [
        '"Received","Status","Full name","E-mail","Phone","Postcode","Message","Id"',
        '"2026-11-27T01:02:03.000Z","New","Alex Citizen","alex@example.com","\'+61 400 123 456","3000","\'=SUM(A1)\nSecond line, ""quoted""","m-1"',
        '"2026-11-27T01:02:03.000Z","New","Alex Citizen","alex@example.com","\'+61 400 123 456","","\'=SUM(A1)\nSecond line, ""quoted""","m-2"',
        '',
      ].join('\r\n'),
    );
  });
});

describe('the staff notification e-mail', () => {
  it('has the lines it always had', () => {
    expect(notificationText({ ...message, postcode: null })).toBe(
      [
        'A new message was sent through the website contact form.',
        '',
        'Full name: Alex Citizen',
        'E-mail: alex@example.com',
        'Phone: +61 400 123 456',
        'Postcode: not given',
        'Received: 2026-11-27T01:02:03.000Z',
        'Message id: m-1',
        '',
        'Message:',
        '=SUM(A1)',
        'Second line, "quoted"',
        '',
        'Reply to this e-mail to answer the sender.',
      ].join('\n'),
    );
  });
});

describe('createMessage’s input', () => {
  const valid = {
    fullName: ' Alex Citizen ',
    postcode: 800,
    email: 'alex@example.com',
    phone: '0400 123 456',
    msg: 'Hello',
  };
  const problem = (input: Record<string, unknown>) => {
    try {
      parseArguments(createMessageArguments, { input });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('takes a valid message, trimmed, and an absent postcode as null', () => {
    const rest: Partial<typeof valid> = { ...valid };
    delete rest.postcode;
    expect(parseArguments(createMessageArguments, { input: rest }).input).toEqual({
      ...rest,
      fullName: 'Alex Citizen',
      postcode: null,
    });
  });

  it.each([
    [
      'a name with a bidirectional control',
      { fullName: 'Alex\u202ECitizen' },
      'fullName: Must not contain bidirectional control characters.',
    ],
    [
      'a name of two lines',
      { fullName: 'Alex\nCitizen' },
      'fullName: Must be a single line without control characters.',
    ],
    ['a name too long', { fullName: 'a'.repeat(101) }, 'fullName: Must be at most 100 characters.'],
    [
      'a postcode out of range',
      { postcode: 199 },
      'postcode: Must be an Australian postcode (0200 to 9999).',
    ],
    [
      'a postcode that is no whole number',
      { postcode: 3000.5 },
      'postcode: Must be a whole number, or null.',
    ],
    ['no e-mail address', { email: 'alex' }, 'email: Enter a valid e-mail address.'],
    [
      'a phone number of letters',
      { phone: 'call me' },
      'phone: Use only digits, spaces and the characters + ( ) -.',
    ],
    ['a blank message', { msg: '  ' }, 'msg: Required; must not be blank.'],
    ['a message too long', { msg: 'a'.repeat(5001) }, 'msg: Must be at most 5000 characters.'],
    ['an unknown field', { pronouns: 'they' }, 'pronouns: Unknown field.'],
  ])('refuses %s, naming the field', (_, change, expected) => {
    expect(problem({ ...valid, ...change })).toBe(expected);
  });
});
