// The intake's rules that need no stack: which new referrals the dashboard lists as awaiting
// contact (business days, across weekends), which participant details an e-mail to the referrer
// may not hold, and the export's columns with and without the sensitive ones.
import { describe, expect, it } from 'vitest';
import { awaitingContact } from '../../lambdas/dashboard/awaitingContact';
import { referralsCsv } from '../../lambdas/referrals/csv';
import { participantDetailIn, referrerEmailBody } from '../../lambdas/referrals/referrerEmail';
import type { Referral } from '../../schema/generated/types';
import { CASEWORK_TARGETS } from '../../schema/contract/caseworkTargets';

// Noon in Sydney on each date: the provider's calendar date is the date written.
const at = (date: string) => `${date}T02:00:00.000Z`;

describe('awaitingContact', () => {
  it('counts business days: a Friday referral is due on Tuesday, not on Sunday', () => {
    expect(CASEWORK_TARGETS.referralContactBusinessDays).toBe(2);
    const friday = [{ id: 'R-FRIDAY', createdAt: at('2026-11-20') }];
    // Saturday, Sunday and Monday: not yet due (calendar days would make it overdue on Monday).
    for (const today of ['2026-11-21', '2026-11-22', '2026-11-23']) {
      expect(awaitingContact(friday, today), today).toEqual([]);
    }
    expect(awaitingContact(friday, '2026-11-24')).toEqual([
      { id: 'R-FRIDAY', date: '2026-11-24', due: 'DUE_TODAY', step: 'CONTACT_REFERRER' },
    ]);
    expect(awaitingContact(friday, '2026-11-25')).toEqual([
      { id: 'R-FRIDAY', date: '2026-11-24', due: 'OVERDUE', step: 'CONTACT_REFERRER' },
    ]);
  });

  it('counts a weekend arrival from Monday, and lists the most overdue first', () => {
    const referrals = [
      { id: 'R-SATDAY', createdAt: at('2026-11-21') },
      { id: 'R-WEDDAY', createdAt: at('2026-11-18') },
      { id: 'R-THUDAY', createdAt: at('2026-11-19') },
    ];
    expect(awaitingContact(referrals, '2026-11-24')).toEqual([
      { id: 'R-WEDDAY', date: '2026-11-20', due: 'OVERDUE', step: 'CONTACT_REFERRER' },
      { id: 'R-THUDAY', date: '2026-11-23', due: 'OVERDUE', step: 'CONTACT_REFERRER' },
      { id: 'R-SATDAY', date: '2026-11-24', due: 'DUE_TODAY', step: 'CONTACT_REFERRER' },
    ]);
  });

  it('takes the provider’s date: 11 pm UTC on Thursday is Friday in Sydney', () => {
    const lateThursdayUtc = [{ id: 'R-LATEUT', createdAt: '2026-11-19T23:00:00.000Z' }];
    expect(awaitingContact(lateThursdayUtc, '2026-11-23')).toEqual([]);
    expect(awaitingContact(lateThursdayUtc, '2026-11-24')).toHaveLength(1);
  });
});

const PARTICIPANT = {
  participantName: 'Pat Participant',
  participantDateOfBirth: '1990-05-07',
  ndisNumber: '430123456',
  participantPhone: '0411 222 333',
  participantEmail: 'pat@example.com',
};

describe('participantDetailIn', () => {
  it.each([
    ['the name, in any case and spacing', 'We spoke with PAT  participant today.', 'name'],
    ['the date of birth as written in the API', 'Born 1990-05-07.', 'date of birth'],
    ['the date of birth as Australians write it', 'Born 7/5/1990.', 'date of birth'],
    ['the date of birth with leading zeros', 'Born 07/05/1990.', 'date of birth'],
    ['the NDIS number in groups', 'NDIS 430 123 456.', 'NDIS number'],
    ['the phone number written otherwise', 'Call 0411-222-333.', 'phone number'],
    ['the e-mail address', 'Write to PAT@example.com.', 'e-mail address'],
  ])('finds %s', (_label, text, detail) => {
    expect(participantDetailIn(text, PARTICIPANT)).toBe(detail);
  });

  it('passes the templates’ kind of text, and a referral without the optional details', () => {
    const text = 'Thank you for your referral. We have put it on our waitlist.';
    expect(participantDetailIn(text, PARTICIPANT)).toBeNull();
    expect(
      participantDetailIn(text, {
        ...PARTICIPANT,
        ndisNumber: null,
        participantPhone: null,
        participantEmail: null,
      }),
    ).toBeNull();
  });

  it('writes the body as paragraphs, with the reference, in HTML escaped and as text', () => {
    const body = referrerEmailBody('R-7K3Q9P', 'First <b>line</b>.\n\nSecond.');
    expect(body.text).toContain('First <b>line</b>.\n\nSecond.\n\nYour reference is R-7K3Q9P.');
    expect(body.html).toContain('<p style="margin:0 0 16px">First &lt;b&gt;line&lt;/b&gt;.</p>');
    expect(body.html).toContain('<strong>R-7K3Q9P</strong>');
  });
});

describe('referralsCsv', () => {
  const referral = {
    id: 'R-7K3Q9P',
    createdAt: '2026-11-20T02:00:00.000Z',
    status: 'ACCEPTED',
    referrerRole: 'SELF',
    referrerName: '=HYPERLINK("http://evil")',
    preferredContact: 'PHONE',
    planFunding: 'PLAN_MANAGED',
    services: ['socialWorker'],
    ...PARTICIPANT,
    supportNeeded: '+Help at home',
    goals: 'Work',
  } as unknown as Referral;

  it('leaves the sensitive columns out unless asked, and neutralises formulas', () => {
    const [header, row] = referralsCsv([referral], false).split('\r\n');
    expect(header).not.toMatch(/Date of birth|NDIS number|Support needed|Goals/);
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).not.toContain('1990-05-07');
    expect(row).not.toContain('430123456');
  });

  it('adds the date of birth, NDIS number, needs and goals when asked', () => {
    const [header, row] = referralsCsv([referral], true).split('\r\n');
    expect(header).toMatch(/"Date of birth","NDIS number","Support needed","Goals"$/);
    expect(row).toMatch(/"1990-05-07","430123456","'\+Help at home","Work"$/);
  });
});
