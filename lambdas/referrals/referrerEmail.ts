// The short e-mail staff send a referrer when a referral's status changes (emailReferrer): the
// text staff confirmed, then the reference and how to reach the provider, as HTML with its
// plain-text alternative. Never the participant's details: a text that holds one is refused.

import type { Referral } from '../../schema/generated/types';
import { referrerEmailSubject } from '../../schema/contract/referrerEmails';
import { REFERENCE_LABEL } from '../../schema/contract/acknowledgements';
import { siteConfig } from '../../schema/contract/siteConfig';
import { contactUsBlocks } from '../shared/acknowledgementMail';
import { sendEmail } from '../shared/mail';
import { mailBody, type MailBody } from '../shared/mailBody';

type Participant = Pick<
  Referral,
  | 'participantName'
  | 'participantDateOfBirth'
  | 'ndisNumber'
  | 'participantPhone'
  | 'participantEmail'
>;

const digits = (value: string) => value.replace(/\D/g, '');
const folded = (value: string) => value.toLocaleLowerCase('en-AU').replace(/\s+/g, ' ');

/** The participant's detail `text` holds, named for the staff member, or null when it holds none. */
export function participantDetailIn(text: string, participant: Participant): string | null {
  const words = folded(text);
  const numbers = digits(text);
  const [year, month, day] = participant.participantDateOfBirth.split('-');
  const checks: [string, boolean][] = [
    ['name', words.includes(folded(participant.participantName))],
    [
      'date of birth',
      text.includes(participant.participantDateOfBirth) ||
        numbers.includes(`${day}${month}${year}`) ||
        numbers.includes(`${Number(day)}${Number(month)}${year}`),
    ],
    ['NDIS number', !!participant.ndisNumber && numbers.includes(participant.ndisNumber)],
    [
      'phone number',
      !!participant.participantPhone && numbers.includes(digits(participant.participantPhone)),
    ],
    [
      'e-mail address',
      !!participant.participantEmail && words.includes(folded(participant.participantEmail)),
    ],
  ];
  return checks.find(([, found]) => found)?.[0] ?? null;
}

/** The body: each paragraph staff wrote, the reference, and how to reach the provider. */
export function referrerEmailBody(reference: string, text: string): MailBody {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return mailBody(referrerEmailSubject(reference), [
    ...paragraphs.map((paragraph) => ({ paragraph: [paragraph] })),
    { paragraph: [`${REFERENCE_LABEL} `, { strong: reference }, '.'] },
    ...contactUsBlocks(),
  ]);
}

/** To the referrer; replies reach the provider's general address. */
export async function sendReferrerEmail(
  referral: Pick<Referral, 'id' | 'referrerEmail'>,
  text: string,
): Promise<void> {
  await sendEmail(
    referral.referrerEmail,
    referrerEmailSubject(referral.id),
    referrerEmailBody(referral.id, text),
    siteConfig.email,
  );
}
