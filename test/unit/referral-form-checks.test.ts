// The referral form's own checks (frontend/src/features/referral/referralChecks.ts) agree with
// the API's: a valid form becomes the input the API takes; each bad value is named at its field;
// the API's ValidationErrors, dotted and indexed paths included, land on the form's fields.
import { describe, expect, it } from 'vitest';
import { dateText } from '../../frontend/src/content/dateText';
import { formText } from '../../frontend/src/content/formText';
import { checkReferral } from '../../frontend/src/features/referral/referralChecks';
import { REFERRAL_FIELDS } from '../../frontend/src/features/referral/referralFields';
import { serverFieldErrors } from '../../frontend/src/components/form/serverFieldErrors';
import { GraphqlRequestError } from '../../frontend/src/data/graphqlClient';
import { createReferralArguments } from '../../lambdas/referrals/schemas';
import { parseArguments } from '../../lambdas/shared/validation';
import { REFERRAL_FORM } from '../../schema/contract/referralFields';

const { fields } = REFERRAL_FORM;

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const each of [value].flat()) data.append(name, each);
  }
  return data;
}

/** A date typed into its three boxes. */
const dateBoxes = (field: string, day: string, month: string, year: string) => ({
  [`${field}-day`]: day,
  [`${field}-month`]: month,
  [`${field}-year`]: year,
});

const valid = {
  referrerRole: 'FAMILY_OR_CARER',
  referrerName: '  Jo Carer ',
  referrerOrganisation: '',
  referrerEmail: 'jo@example.com',
  referrerPhone: '(03) 9000 0000',
  participantName: 'Lee',
  ...dateBoxes('participantDateOfBirth', '28', '2', '2001'),
  ndisNumber: '431 234 567',
  participantPostcode: '0800',
  preferredContact: 'SMS',
  participantPhone: '0411 222 333',
  participantEmail: '',
  'communication.interpreter': 'yes',
  'communication.interpreterLanguage': 'Arabic',
  'communication.other': '',
  planFunding: 'NO_PLAN_YET',
  ...dateBoxes('planStartDate', '1', '1', '2026'),
  ...dateBoxes('planEndDate', ' 31 ', '12', '2026'),
  services: ['socialWorker', 'supportedIndependentLiving'],
  supportNeeded: 'Help at home',
  goals: '',
  consent: 'yes',
  website: '',
};

describe('checkReferral', () => {
  it('turns a valid form into an input the API accepts', () => {
    const checked = checkReferral(form(valid));
    expect(checked.errors).toBeNull();
    expect(checked.input).toEqual({
      referrerRole: 'FAMILY_OR_CARER',
      referrerName: 'Jo Carer',
      referrerOrganisation: null,
      referrerEmail: 'jo@example.com',
      referrerPhone: '(03) 9000 0000',
      participantName: 'Lee',
      participantDateOfBirth: '2001-02-28',
      ndisNumber: '431234567',
      participantPostcode: 800,
      preferredContact: 'SMS',
      contactThroughReferrer: false,
      participantPhone: '0411 222 333',
      participantEmail: null,
      communication: {
        interpreter: true,
        interpreterLanguage: 'Arabic',
        auslan: false,
        other: null,
      },
      planFunding: 'NO_PLAN_YET',
      planStartDate: '2026-01-01',
      planEndDate: '2026-12-31',
      planManagerName: null,
      planManagerEmail: null,
      services: ['socialWorker', 'supportedIndependentLiving'],
      supportNeeded: 'Help at home',
      goals: null,
      consent: true,
    });
    expect(() => parseArguments(createReferralArguments, { input: checked.input })).not.toThrow();
  });

  it('sends a plan manager only for a plan-managed plan, whose choice reveals the questions', () => {
    const planManager = {
      planManagerName: ' Morgan Plans ',
      planManagerEmail: 'morgan@plans.example',
    };
    const managed = checkReferral(form({ ...valid, planFunding: 'PLAN_MANAGED', ...planManager }));
    expect(managed.input).toMatchObject({
      planManagerName: 'Morgan Plans',
      planManagerEmail: 'morgan@plans.example',
    });
    // Left over from before the visitor chose another answer: not asked, so not sent.
    const selfManaged = checkReferral(
      form({ ...valid, planFunding: 'SELF_MANAGED', ...planManager }),
    );
    expect(selfManaged.errors).toBeNull();
    expect(selfManaged.input).toMatchObject({ planManagerName: null, planManagerEmail: null });
    expect(() =>
      parseArguments(createReferralArguments, { input: selfManaged.input }),
    ).not.toThrow();
  });

  it.each([
    ['referrerRole', { referrerRole: 'BOSS' }, fields.referrerRole.error],
    ['referrerEmail', { referrerEmail: 'jo@example' }, formText.errors.email],
    ['referrerPhone', { referrerPhone: '1234' }, formText.errors.phone],
    [
      'participantDateOfBirth',
      dateBoxes('participantDateOfBirth', '30', '2', '2001'),
      dateText.errors.notReal('Date of birth'),
    ],
    [
      'participantDateOfBirth',
      dateBoxes('participantDateOfBirth', '', '', ''),
      fields.participantDateOfBirth.error,
    ],
    [
      'participantDateOfBirth',
      dateBoxes('participantDateOfBirth', '31', '12', '1899'),
      'Date of birth must be the same as or after 1 January 1900',
    ],
    [
      'planStartDate',
      dateBoxes('planStartDate', '1', '', '2026'),
      'Plan start date must include a month',
    ],
    ['ndisNumber', { ndisNumber: '123456789' }, fields.ndisNumber.error],
    ['participantPostcode', { participantPostcode: '100' }, fields.participantPostcode.error],
    [
      'communication.interpreterLanguage',
      { 'communication.interpreterLanguage': ' ' },
      fields.communication.parts.interpreterLanguage.error,
    ],
    [
      'planEndDate',
      dateBoxes('planEndDate', '31', '12', '2025'),
      'Plan end date must be the same as or after the plan start date',
    ],
    ['services', { services: [] }, fields.services.error],
    ['referrerName', { referrerName: 'x'.repeat(101) }, formText.errors.tooLong(100)],
  ])('names %s when it is wrong', (field, change, message) => {
    const checked = checkReferral(form({ ...valid, ...change }));
    expect(checked.input).toBeNull();
    expect(checked.errors).toEqual({ [field]: message });
  });

  it('takes blank optional dates as none', () => {
    const checked = checkReferral(
      form({
        ...valid,
        ...dateBoxes('planStartDate', '', '', ''),
        ...dateBoxes('planEndDate', ' ', '', ''),
      }),
    );
    expect(checked.input).toMatchObject({ planStartDate: null, planEndDate: null });
  });

  it('marks only the boxes a date problem is about', () => {
    const checked = checkReferral(
      form({ ...valid, ...dateBoxes('participantDateOfBirth', '', '13', '99') }),
    );
    expect(checked.errors).toEqual({
      participantDateOfBirth: 'Date of birth must include a day',
    });
    expect(checked.input === null && checked.wrongParts).toEqual({
      participantDateOfBirth: ['day'],
    });
  });

  it('needs consent', () => {
    const data = form(valid);
    data.delete('consent');
    expect(checkReferral(data).errors).toEqual({ consent: fields.consent.error });
  });
});

describe('serverFieldErrors', () => {
  it('puts each ValidationError on its field; other errors on none', () => {
    const error = new GraphqlRequestError([
      { message: 'communication.interpreterLanguage: Required.', errorType: 'ValidationError' },
      { message: 'services[1]: Must be one of …', errorType: 'ValidationError' },
      { message: 'arguments: Invalid.', errorType: 'ValidationError' },
      { message: 'referrerEmail: boom', errorType: 'InternalError' },
    ]);
    expect(serverFieldErrors(error, REFERRAL_FIELDS)).toEqual({
      'communication.interpreterLanguage': 'Required.',
      services: 'Must be one of …',
    });
    expect(serverFieldErrors(new Error('offline'), REFERRAL_FIELDS)).toEqual({});
  });
});
