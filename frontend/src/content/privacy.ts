// Texts of the privacy policy (/privacy). The provider's details come from siteConfig, the storage
// region from the contract, and how long each kind of record is kept from RETENTION_DAYS (cdk.json)
// and LOG_RETENTION_DAYS: the page quotes the periods the stack actually sets.
import { LOG_RETENTION_DAYS } from '../../../schema/contract/logRetention';
import { REGION } from '../../../schema/contract/region';
import { RETENTION_DAYS, type RetainedKind } from '../../../schema/contract/retention';
import { siteConfig } from '../../../schema/contract/siteConfig';
import { periodInWords } from '../../../schema/contract/periods';
import { bullets, link, paragraph, phoneLink, steps, terms, type TextSection } from './textBlocks';

const { providerName, phone, email, privacy } = siteConfig;

/** The city of each region the stack may be deployed to (a new REGION fails the type check). */
const REGION_CITY = { 'ap-southeast-2': 'Sydney' } as const satisfies Record<typeof REGION, string>;

/** How long we take at most to answer a request to see or correct information, or a complaint. */
const REPLY_DAYS = 30;

export const oaic = {
  name: 'Office of the Australian Information Commissioner (OAIC)',
  phone: '1300 363 992',
  website: 'https://www.oaic.gov.au',
  websiteLabel: 'www.oaic.gov.au',
} as const;

const providerPhone = phoneLink(phone.display);
const providerEmail = link(email, `mailto:${email}`);

export interface PrivacyText {
  heading: string;
  intro: readonly string[];
  sections: readonly TextSection[];
}

/** The policy for the given retention periods (days per kind); the page uses RETENTION_DAYS. */
export function privacyPolicyText(
  retentionDays: Readonly<Record<RetainedKind, number>>,
  logRetentionDays: number = LOG_RETENTION_DAYS,
): PrivacyText {
  const kept = (kind: RetainedKind) => periodInWords(retentionDays[kind]);
  return {
    heading: 'Privacy policy',
    intro: [
      `${providerName} (ABN ${siteConfig.abn}) respects your privacy. This policy explains what personal information we collect through this website, why we collect it, and how we look after it.`,
      'We follow the Australian Privacy Principles in the Privacy Act 1988 (Cth). Some of what we collect is health information, which the law treats as sensitive, so we take extra care with it.',
    ],
    sections: [
      {
        heading: 'What we collect and why',
        blocks: [
          paragraph(
            'We collect only what you give us through our forms (including any files you attach), and the technical details your browser sends when you visit the site.',
          ),
        ],
        subsections: [
          {
            heading: 'The contact form',
            blocks: [
              paragraph('When you send us a message, we collect:'),
              bullets(
                'your name',
                'your e-mail address and phone number',
                'your postcode, if you give it',
                'your message.',
              ),
              paragraph(
                'We use these details to answer you. The website also e-mails your message to our enquiry inbox so our team can reply.',
              ),
            ],
          },
          {
            heading: 'The online referral form',
            blocks: [
              paragraph(
                'When you make a referral, we collect details about you (the person making the referral) and about the participant:',
              ),
              bullets(
                'your role, name, organisation, e-mail address and phone number',
                'the participant’s name, date of birth and postcode, and their NDIS number if you give it',
                'how to contact the participant (their phone number or e-mail address if you give them), and their communication needs, such as an interpreter or Auslan',
                'details of their NDIS plan, such as how it is funded and its dates, and their plan manager’s name and e-mail address if you give them',
                'the services and support the participant needs, their goals, and any health or disability details you include',
                'any files you attach, such as reports or pages of the NDIS plan.',
              ),
              paragraph(
                'We use these details to decide how we can help, and to contact you and the participant about support. Please only make a referral if the participant (or their representative) agrees: the form asks you to confirm this.',
              ),
              paragraph(
                'We e-mail you the referral’s reference, and tell our inbox that a referral has arrived. We may also e-mail you when we contact the participant, put them on our waitlist or decline the referral. These e-mails never include the participant’s name, contact details, date of birth, NDIS number, needs, goals or files.',
              ),
            ],
          },
          {
            heading: 'The feedback and complaints form',
            blocks: [
              paragraph('When you give us a compliment, feedback or a complaint, we collect:'),
              bullets(
                'whether it is a compliment, feedback or a complaint',
                'what happened',
                'the outcome you would like',
                'your name, e-mail address and phone number, if you choose to give them.',
              ),
              paragraph(
                'You can choose to stay anonymous. If you do, we cannot tell you what we did about it. If you give an e-mail address, we e-mail you to say we have received it.',
              ),
              paragraph(
                'We use these details to look into what happened, to respond to you and to improve our services.',
              ),
            ],
          },
          {
            heading: 'Job applications',
            blocks: [
              paragraph('When you apply for a job on this website, we collect:'),
              bullets(
                'your name, e-mail address and phone number',
                'whether you have the right to work in Australia',
                'whether you have an NDIS Worker Screening Check',
                'your availability, if you give it, and your note to us',
                'your CV.',
              ),
              paragraph(
                'We use these details only to consider you for the job and to contact you about it. We e-mail you the application’s reference, and tell our inbox that an application has arrived. These e-mails never include your CV or your answers.',
              ),
            ],
          },
          {
            heading: 'Staff sign-in',
            blocks: [
              paragraph(
                'Our staff sign in to a protected admin area to manage messages, referrals and feedback. For each staff member we keep their e-mail address and their password, stored in a protected form.',
              ),
              paragraph(
                'We also keep a record of which staff member viewed, changed, exported or deleted each message, referral or feedback item, and when. This helps us protect your information.',
              ),
            ],
          },
          {
            heading: 'Technical logs',
            blocks: [
              paragraph(
                'When you visit the site or send a form, our systems record technical details, such as your internet (IP) address, the page you asked for, the time and your type of browser. We use these logs only to keep the site working and secure, for example to block anyone who sends too many requests.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Cookies and analytics',
        blocks: [
          paragraph(
            'The public pages of this website do not use cookies. We do not use analytics, advertising or tracking tools.',
          ),
          paragraph(
            'When staff sign in to the admin area, their browser stores sign-in details so that they stay signed in. Signing out removes them.',
          ),
        ],
      },
      {
        heading: 'Who can see your information',
        blocks: [
          bullets(
            'Our staff, in our admin area. Only staff we have given an account can sign in.',
            'Whoever reads our inbox, through the e-mails described above.',
            'Amazon Web Services (AWS), which runs this website for us and stores and sends the information on our behalf.',
          ),
          paragraph(
            'We do not sell your information or use it for marketing. We only share it with anyone else (for example, another health provider) if you agree, or if the law requires or allows it.',
          ),
        ],
      },
      {
        heading: 'Where your information is stored',
        blocks: [
          paragraph(
            `We store your information in Australia, in AWS’s ${REGION_CITY[REGION]} data centres (region ${REGION}). It is encrypted while it is sent to us and while it is stored.`,
          ),
          paragraph(
            'The public pages of the site are copied to servers around the world so they load quickly. What you type into our forms is not: it goes straight to our systems in Australia.',
          ),
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          paragraph('Our systems delete information automatically after these periods:'),
          terms(
            ['Contact form messages', kept('Message')],
            ['Referrals we accept', `${kept('AcceptedReferral')} after we accept them`],
            ['Referrals we decline or close', `${kept('Referral')} after we decline or close them`],
            ['Complaints', `${kept('Complaint')} after the complaint is closed`],
            ['Feedback and compliments', kept('Feedback')],
            [
              'Job applications and CVs',
              `${kept('JobApplication')} after the job closes (or after you apply, if the job has no closing date)`,
            ],
            ['Records of what staff did with each item', kept('Audit')],
            ['Technical logs', periodInWords(logRetentionDays)],
          ),
          paragraph(
            'We keep a referral while we are still working on it, and a complaint until it is closed.',
          ),
          paragraph(
            'We keep records for these periods so that we can follow up, answer questions and meet our duties as an NDIS provider.',
          ),
        ],
      },
      {
        heading: 'Seeing and correcting your information',
        blocks: [
          paragraph(
            'You can ask to see the personal information we hold about you. You can also ask us to correct it if it is wrong, out of date or incomplete. It is free to ask.',
          ),
          paragraph(
            `Contact our privacy officer (details below). We may need to check who you are first. We will reply within ${REPLY_DAYS} days.`,
          ),
        ],
      },
      {
        heading: 'How to make a privacy complaint',
        blocks: [
          steps(
            `Contact our privacy officer first (details below). Tell us what happened and what you would like us to do. We will reply within ${REPLY_DAYS} days.`,
            [
              `If you are not happy with our answer, or we have not replied within ${REPLY_DAYS} days, you can complain to the ${oaic.name}. Call `,
              phoneLink(oaic.phone),
              ' or visit ',
              link(oaic.websiteLabel, oaic.website),
              '.',
            ],
          ),
        ],
      },
      {
        heading: 'Contact us about privacy',
        blocks: [
          terms(
            ['Privacy officer', privacy.officer],
            ['Organisation', `${providerName} (ABN ${siteConfig.abn})`],
            ['Phone', providerPhone],
            ['E-mail', providerEmail],
            ['Post', privacy.postalAddress],
          ),
        ],
      },
    ],
  };
}

export const privacyText = privacyPolicyText(RETENTION_DAYS);
