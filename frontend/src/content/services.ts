// The six services: the cards of the overview and home page, and each service page's texts. Their
// keys and names are contract data (the referral form and its handler use them too).
import { SERVICE_TITLES, type ServiceKey } from '../../../schema/contract/services';
import { paths, type SitePath } from '../paths';
import { images, type SiteImage } from './images';

export type { ServiceKey };

export interface ServiceCard {
  key: ServiceKey;
  title: string;
  path: SitePath;
  description: string;
  image: SiteImage;
}

/** The overview's six cards, in the order the grid shows them. */
export const serviceCards: readonly ServiceCard[] = [
  {
    key: 'alliedHealth',
    title: SERVICE_TITLES.alliedHealth,
    path: paths.alliedHealth,
    description:
      'Behaviour support plans, assessments and training that build skills and reduce the need for restrictive practices.',
    image: images.service.alliedHealth,
  },
  {
    key: 'occupationalTherapist',
    title: SERVICE_TITLES.occupationalTherapist,
    path: paths.occupationalTherapist,
    description:
      'Assessments, equipment and home modifications that make everyday activities safer and easier.',
    image: images.service.occupationalTherapist,
  },
  {
    key: 'supportCoordination',
    title: SERVICE_TITLES.supportCoordination,
    path: paths.supportCoordination,
    description:
      'Help to understand your NDIS plan and connect with the providers and services it funds.',
    image: images.service.supportCoordination,
  },
  {
    key: 'socialWorker',
    title: SERVICE_TITLES.socialWorker,
    path: paths.socialWorker,
    description:
      'Assessments, counselling, care plans and advocacy, with links to services in your community.',
    image: images.service.socialWorker,
  },
  {
    key: 'disabilitySupportWorker',
    title: SERVICE_TITLES.disabilitySupportWorker,
    path: paths.disabilitySupportWorker,
    description:
      'Friendly, reliable help with personal care, household tasks, getting around and joining in.',
    image: images.service.disabilitySupportWorker,
  },
  {
    key: 'supportedIndependentLiving',
    title: SERVICE_TITLES.supportedIndependentLiving,
    path: paths.supportedIndependentLiving,
    description:
      '24/7 support in a shared or individual home, so you can live as independently as possible.',
    image: images.service.supportedIndependentLiving,
  },
];

/** On every service page, after its content: opens the referral form with the service ticked. */
export const serviceReferralText = { link: 'Refer someone to this service' } as const;

export const servicesOverviewText = {
  banner: 'Our services',
  heading: 'What support are you looking for?',
  intro:
    'We deliver every service in your home, in community locations such as schools, workplaces and residential facilities, or by telehealth across Australia.',
} as const;

/** The four allied-health pages share a tab strip linking to each other. */
export const alliedHealthTabs = {
  label: 'Allied health services',
  tabs: [
    { label: 'Positive Behaviour Support', to: paths.alliedHealth },
    { label: 'Occupational Therapist', to: paths.occupationalTherapist },
    { label: 'Support Coordination', to: paths.supportCoordination },
    { label: 'Social Worker', to: paths.socialWorker },
  ],
} as const;

/** The switcher at the foot of every service page, listing all six. */
export const serviceSwitcherText = {
  heading: 'Explore our other services',
  allServices: 'All services',
} as const;

export interface OfferingsPage {
  banner: string;
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  offeringsHeading: string;
  offerings: readonly { title: string; text: string }[];
}

export const alliedHealthText: OfferingsPage = {
  banner: 'Allied Health',
  eyebrow: 'Positive Behaviour Support Practitioner',
  heading: 'Support that builds skills and quality of life',
  paragraphs: [
    'Our positive behaviour support practitioners work with you, your family and your support network to understand why behaviours of concern happen and what helps. Together we build strategies that increase independence and quality of life, and reduce and eliminate the use of restrictive practices.',
    'Every plan is personalised: a therapy plan tailored to your needs and aspirations, delivered in your home, in the community or by telehealth.',
  ],
  offeringsHeading: 'What our practitioners offer',
  offerings: [
    {
      title: 'Behaviour support plans',
      text: 'Interim and comprehensive plans with proactive strategies that fit your daily life.',
    },
    {
      title: 'Functional behaviour assessment',
      text: 'Finding out what a behaviour means and what need it meets, through observation and conversation.',
    },
    {
      title: 'Training for the support network',
      text: 'Practical training so family, carers and support workers apply the plan consistently.',
    },
    {
      title: 'Recommendation letter',
      text: 'Letters supporting funding requests and plan reviews with the NDIS.',
    },
    {
      title: 'Risk assessment',
      text: 'Identifying risks to you and others, and planning how to manage them safely.',
    },
    {
      title: 'Continuous monitoring and review of the plan',
      text: 'Regular check-ins and data review, updating strategies as your needs change.',
    },
    {
      title: 'Environment improvement',
      text: 'Changes to your surroundings and routines that reduce stress and triggers.',
    },
    {
      title: 'Review of restrictive practices under NDIS rules',
      text: 'Reviewing, reporting and reducing restrictive practices as the NDIS Commission requires.',
    },
  ],
};

export const occupationalTherapistText: OfferingsPage = {
  banner: 'Occupational Therapist',
  eyebrow: 'Occupational therapy',
  heading: 'Doing more of what matters to you',
  paragraphs: [
    'Our occupational therapists help you take part in the everyday activities that matter to you: looking after yourself, getting around, working, learning and enjoying your free time. We assess what you can do today, what gets in the way, and what equipment, changes or therapy will help.',
    'We work with children, youth and adults, and every recommendation is written to support your NDIS funding requests.',
  ],
  offeringsHeading: 'What our occupational therapists offer',
  offerings: [
    {
      title: 'Assistive technology equipment',
      text: 'Trials, prescriptions and set-up of equipment that makes daily tasks easier.',
    },
    {
      title: 'Functional capacity assessments',
      text: 'A clear picture of your strengths and support needs for plan reviews.',
    },
    {
      title: 'Home modifications',
      text: 'Recommendations and reports for rails, ramps, bathrooms and more.',
    },
    {
      title: 'Sensory assessments',
      text: 'Understanding sensory preferences and building strategies for regulation.',
    },
    {
      title: 'Housing support (SDA or SIL)',
      text: 'Assessments and reports for Specialist Disability Accommodation or Supported Independent Living.',
    },
    {
      title: 'Wheelchair and seating',
      text: 'Prescription and review of wheelchairs, seating and pressure care.',
    },
    {
      title: 'Home safety assessments',
      text: 'Spotting hazards at home and planning changes that keep you safe.',
    },
    {
      title: 'Therapy for children, youth and adults',
      text: 'Goal-based therapy for every stage of life.',
    },
  ],
};

export interface TextPage {
  banner: string;
  heading: string;
  paragraphs: readonly string[];
}

export const supportCoordinationText: TextPage = {
  banner: 'Support Coordination',
  heading: 'Making the most of your NDIS plan',
  paragraphs: [
    'Our support coordinators help you interpret your NDIS plan, understand what is funded and access the supports you need. We connect you with providers, negotiate service agreements, help you solve problems when things change and prepare you for your plan review, so you can focus on your goals while we handle the details.',
  ],
};

export const socialWorkerText: TextPage = {
  banner: 'Social Worker',
  heading: 'Support through life’s challenges',
  paragraphs: [
    'Our social workers provide assessments, counselling and care plans for you and your family. We advocate for your rights and needs, help you through difficult times, and link you to community services, housing, health and financial supports so you have the right people around you.',
  ],
};

export const supportedIndependentLivingText: TextPage = {
  banner: 'Supported Independent Living',
  heading: '24/7 support in your own home',
  paragraphs: [
    'Supported Independent Living gives you constant support, 24 hours a day, 7 days a week, so you can live as independently as possible in a shared or individual home.',
    'Our team helps with personal care, meal preparation and household chores, health and medication management, and provides overnight support, active or sleepover, so help is always there when you need it.',
  ],
};

export interface SupportTile {
  id: number;
  title: string;
  summary: string;
  bullets: readonly [string, string, string, string];
}

export const disabilitySupportWorkerText = {
  banner: 'Disability Support worker',
  heading: 'Everyday support, your way',
  intro:
    'Our disability support workers help you with daily living and take part in the life you want. Choose an area below to see how we can help.',
  tilesLabel: 'Areas of support',
  tiles: [
    {
      id: 1,
      title: 'Community participation',
      summary: 'Getting out and joining in with the activities and people you enjoy.',
      bullets: [
        'Going to social, sporting and cultural activities',
        'Building friendships and community connections',
        'Support at work, study or volunteering',
        'Learning to use public transport',
      ],
    },
    {
      id: 2,
      title: 'Personal Care',
      summary: 'Respectful help with personal care that protects your privacy and dignity.',
      bullets: [
        'Showering, bathing and toileting',
        'Dressing and grooming',
        'Oral hygiene and skin care',
        'Support with continence aids',
      ],
    },
    {
      id: 3,
      title: 'Household Tasks',
      summary: 'Keeping your home clean, tidy and running the way you like it.',
      bullets: [
        'Cleaning and tidying',
        'Laundry and ironing',
        'Grocery shopping and errands',
        'Simple home and garden upkeep',
      ],
    },
    {
      id: 4,
      title: 'Mobility Support',
      summary: 'Moving safely around your home and community.',
      bullets: [
        'Safe transfers and positioning',
        'Using mobility aids and equipment',
        'Support with exercise programs',
        'Getting to appointments and activities',
      ],
    },
    {
      id: 5,
      title: 'Meal Preparation',
      summary: 'Planning, shopping for and cooking meals that suit your needs.',
      bullets: [
        'Planning healthy, balanced meals',
        'Cooking together or for you',
        'Following dietary and swallowing plans',
        'Support at mealtimes',
      ],
    },
    {
      id: 6,
      title: 'Companionship',
      summary: 'A friendly face to talk with, share interests and spend time together.',
      bullets: [
        'Regular visits and conversation',
        'Sharing hobbies and interests',
        'Emotional support and encouragement',
        'Reducing loneliness and isolation',
      ],
    },
  ] satisfies SupportTile[],
} as const;
