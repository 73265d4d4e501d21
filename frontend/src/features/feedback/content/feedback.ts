// Texts of the Feedback and complaints page. The NDIS Commission's and the advocacy finder's
// details come from schema/contract/feedback.ts, which the acknowledgement e-mail uses too.
import {
  DISABILITY_ADVOCACY_FINDER,
  NDIS_COMMISSION,
} from '../../../../../schema/contract/feedback';
import { siteConfig } from '../../../../../schema/contract/siteConfig';

const { providerName } = siteConfig;

export const feedbackText = {
  heading: 'Feedback and complaints',
  intro: [
    `We want to hear from you. Tell us what ${providerName} does well, what we could do better, or when something has gone wrong.`,
    'Anyone can give a compliment, feedback or a complaint: a participant, a family member or carer, an advocate or anyone else. Someone you trust can also give it for you.',
  ],
  danger: {
    heading: 'If someone is in danger',
    emergency: ['If someone is in danger right now, call', '(Triple Zero).'],
    emergencyNumber: '000',
    abuse: `To report abuse or neglect of a person with disability, contact the ${NDIS_COMMISSION.name} on`,
    abuseWebsiteLabel: 'or at',
  },
  how: {
    heading: 'How to give a compliment, feedback or a complaint',
    ways: [
      'Use the form on this page.',
      'Call us on',
      'E-mail us at',
      'Talk to any of our staff, who will pass it on.',
    ],
  },
  rights: {
    heading: 'Your rights',
    points: [
      'Making a complaint is free.',
      'We keep your complaint confidential: only the staff who handle it see it.',
      'Making a complaint will not affect the services you receive.',
      'You can stay anonymous if you prefer, though then we cannot tell you the outcome.',
    ],
  },
  commission: {
    heading: `The ${NDIS_COMMISSION.name}`,
    text: `You can complain to the ${NDIS_COMMISSION.name} at any time, whether or not you have complained to us first.`,
    phoneLabel: 'Call',
    phoneNote: '(free call from landlines)',
    websiteLabel: 'or visit',
  },
  advocacy: {
    heading: 'Support to make a complaint',
    text: 'An independent disability advocate can help you make a complaint and speak up for you. You can find one near you with the',
    finder: DISABILITY_ADVOCACY_FINDER,
  },
  privacy: {
    text: 'We use what you send only to handle your feedback. Read how we collect and protect it in our',
    link: { label: 'privacy policy', to: '/privacy' },
  },
} as const;
