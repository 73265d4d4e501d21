// The contact form's checks in the browser (checkBlanks, from schema/contract/contactFields.ts):
// a required answer left blank stops the form with no field named, as the spec's one alert says;
// otherwise the answers go as the API names and takes them (the postcode as a base-10 integer or
// null), and the API's problems come back under the form's own control names.
import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '../../frontend/src/data/graphqlClient';
import { serverFieldErrors } from '../../frontend/src/components/form/serverFieldErrors';
import { checkBlanks } from '../../frontend/src/components/form/tableChecks';
import {
  CONTACT_CONTROLS,
  RENAMED_CONTROLS,
} from '../../frontend/src/features/contact/contactControls';
import { createMessageArguments } from '../../lambdas/messages/schemas';
import { parseArguments } from '../../lambdas/shared/validation';
import { CONTACT_FORM } from '../../schema/contract/contactFields';
import { FEEDBACK_FORM } from '../../schema/contract/feedbackFields';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const filled = {
  fullName: ' Robin Tester ',
  postcode: '3000',
  email: 'robin@example.com',
  phone: '0400 123 456',
  message: 'Please call me.\n',
};

describe('the contact form’s controls', () => {
  it('are the spec’s, in its order, the message named as the spec names it', () => {
    expect(
      CONTACT_CONTROLS.map(({ name, label, type, required }) => [name, label, type, required]),
    ).toEqual([
      ['fullName', 'Your name*', 'text', true],
      ['postcode', 'Your postcode', 'text', false],
      ['email', 'Your Email*', 'email', true],
      ['phone', 'Your Phone number*', 'tel', true],
      ['message', 'Message*', 'textarea', true],
    ]);
    expect(CONTACT_CONTROLS.find((control) => control.name === 'message')?.rows).toBe(4);
  });
});

describe('checkBlanks on the contact form', () => {
  const check = (values: Record<string, string>) => checkBlanks(CONTACT_FORM.fields, form(values));

  it('sends trimmed answers under the API’s names, which the API takes', () => {
    const input = check(filled);
    expect(input).toEqual({
      fullName: 'Robin Tester',
      postcode: 3000,
      email: 'robin@example.com',
      phone: '0400 123 456',
      msg: 'Please call me.',
    });
    expect(parseArguments(createMessageArguments, { input }).input).toEqual(input);
  });

  it.each(['fullName', 'email', 'phone', 'message'])('stops at a blank %s', (name) => {
    expect(check({ ...filled, [name]: '  ' })).toBeNull();
    const left = Object.fromEntries(Object.entries(filled).filter(([each]) => each !== name));
    expect(check(left)).toBeNull();
  });

  it.each([
    ['3000', 3000],
    [' 0800 ', 800],
    ['08', 8],
    ['12ab', 12],
    ['', null],
    ['   ', null],
    ['abc', null],
  ])('sends the postcode %j as %j', (postcode, expected) => {
    expect(check({ ...filled, postcode })?.postcode).toBe(expected);
  });

  it('leaves the answers’ form to the server: no format checks in the browser', () => {
    expect(check({ ...filled, phone: 'call me', email: 'robin' })).toMatchObject({
      phone: 'call me',
      email: 'robin',
    });
  });
});

describe('checkBlanks on a table with boxes', () => {
  const answered = { kind: 'COMPLAINT', whatHappened: 'Late again.' };

  it('takes an unticked box as no, and an unticked consent as blank', () => {
    expect(checkBlanks(FEEDBACK_FORM.fields, form({ ...answered, consent: 'yes' }))).toMatchObject({
      anonymous: false,
      consent: true,
    });
    expect(checkBlanks(FEEDBACK_FORM.fields, form(answered))).toBeNull();
  });
});

describe('serverFieldErrors on the contact form', () => {
  const fields = CONTACT_CONTROLS.map((control) => control.name);

  it('puts each ValidationError under the field it names; msg is the message field', () => {
    const error = new GraphqlRequestError([
      { errorType: 'ValidationError', message: 'phone: Must contain 8 to 15 digits.' },
      { errorType: 'ValidationError', message: 'msg: Must be at most 5000 characters.' },
    ]);
    expect(serverFieldErrors(error, fields, RENAMED_CONTROLS)).toEqual({
      phone: 'Must contain 8 to 15 digits.',
      message: 'Must be at most 5000 characters.',
    });
  });

  it('ignores other errors, unknown fields and anything that is not an API error', () => {
    const error = new GraphqlRequestError([
      { errorType: 'InternalError', message: 'email: not a validation error' },
      { errorType: 'ValidationError', message: 'condition: Not supported.' },
    ]);
    expect(serverFieldErrors(error, fields, RENAMED_CONTROLS)).toEqual({});
    expect(serverFieldErrors(new Error('email: network'), fields, RENAMED_CONTROLS)).toEqual({});
  });
});
