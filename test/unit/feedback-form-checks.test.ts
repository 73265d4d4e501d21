// The feedback form's own checks (frontend/src/features/feedback/feedbackChecks.ts) agree with
// the API's: a valid form, named or anonymous, becomes an input the API takes; each bad value is
// named at its field, and staying anonymous sends no contact details even when some were typed.
import { describe, expect, it } from 'vitest';
import { checkFeedback } from '../../frontend/src/features/feedback/feedbackChecks';
import { formText } from '../../frontend/src/content/formText';
import { FEEDBACK_FORM } from '../../schema/contract/feedbackFields';
import { createFeedbackArguments } from '../../lambdas/feedback/schemas/form';
import { parseArguments } from '../../lambdas/shared/validation';

const errors = formText.errors;
/** What the browser says of a field the visitor must answer. */
const asked = (name: keyof typeof FEEDBACK_FORM.fields) => FEEDBACK_FORM.fields[name].error ?? '';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const named = {
  kind: 'COMPLIMENT',
  whatHappened: '  Kind and on time. ',
  outcomeWanted: '',
  name: 'Jo',
  email: 'jo@example.com',
  phone: '',
  consent: 'yes',
  website: '',
};

describe('checkFeedback', () => {
  it('turns a valid named form into an input the API accepts', () => {
    const checked = checkFeedback(form(named));
    expect(checked.input).toEqual({
      kind: 'COMPLIMENT',
      whatHappened: 'Kind and on time.',
      outcomeWanted: null,
      anonymous: false,
      name: 'Jo',
      email: 'jo@example.com',
      phone: null,
      consent: true,
    });
    expect(() => parseArguments(createFeedbackArguments, { input: checked.input })).not.toThrow();
  });

  it('sends no contact details when anonymous, whatever was typed', () => {
    const checked = checkFeedback(form({ ...named, anonymous: 'yes', email: 'not an address' }));
    expect(checked.input).toMatchObject({ anonymous: true, name: null, email: null, phone: null });
    expect(() => parseArguments(createFeedbackArguments, { input: checked.input })).not.toThrow();
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'nothing chosen or written',
      { kind: '', whatHappened: ' ', consent: '' },
      {
        kind: asked('kind'),
        whatHappened: asked('whatHappened'),
      },
    ],
    ['an unknown kind', { kind: 'RANT' }, { kind: asked('kind') }],
    [
      'an account too long',
      { whatHappened: 'x'.repeat(5001) },
      { whatHappened: errors.tooLong(5000) },
    ],
    [
      'an outcome too long',
      { outcomeWanted: 'x'.repeat(2001) },
      { outcomeWanted: errors.tooLong(2000) },
    ],
    ['a name on two lines', { name: 'Jo\nSmith' }, { name: errors.singleLine }],
    ['an invalid e-mail', { email: 'jo@' }, { email: errors.email }],
    ['a phone with letters', { phone: 'call me' }, { phone: errors.phone }],
  ])('names %s at its field, as the API would', (_label, change, expected) => {
    const values = { ...named, ...change };
    const checked = checkFeedback(form(values));
    expect(checked.input).toBeNull();
    expect(checked.errors).toMatchObject(expected);
    const input = {
      ...values,
      anonymous: false,
      consent: true,
      outcomeWanted: values.outcomeWanted || null,
      phone: values.phone || null,
      website: undefined,
    };
    const field = Object.keys(expected)[0]!;
    expect(() => parseArguments(createFeedbackArguments, { input })).toThrow(
      new RegExp(`^${field}: `),
    );
  });

  it('asks for consent', () => {
    const withoutConsent = Object.fromEntries(
      Object.entries(named).filter(([name]) => name !== 'consent'),
    );
    expect(checkFeedback(form(withoutConsent)).errors).toEqual({ consent: asked('consent') });
  });
});
