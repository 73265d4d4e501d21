// Demo content for a fresh local stack: job posts covering every filter value of the public list,
// testimonials for the carousel and staff profiles with photos.
import type { AustralianStateName } from '../../../schema/contract/australianStates';
import type { EmploymentType } from '../../../schema/contract/employmentTypes';
import type { Rgb } from './portrait-png';

export interface SeedPost {
  title: string;
  location: AustralianStateName;
  type: EmploymentType;
  description: string[];
}

export interface SeedTestimonial {
  name: string;
  body: string;
}

export interface SeedStaff {
  name: string;
  role: string;
  description: string;
  certificates: string;
  experience: string;
  /** Original file name of the photo; the key adds the upload timestamp, as uploads do. */
  photoFileName: string;
  photoColours: { background: Rgb; figure: Rgb };
}

export const SEED_POSTS: SeedPost[] = [
  {
    title: 'Disability Support Worker',
    location: 'Victoria',
    type: 'Casual',
    description: [
      '## About the role',
      'Support participants in Melbourne’s northern suburbs with **personal care**, community access and daily living tasks.',
      '## You will need',
      '- NDIS Worker Screening Check',
      '- Current driver licence and a comprehensive insured vehicle',
      '- Certificate III or IV in Disability or Individual Support (or working towards it)',
      'Flexible shifts: mornings, evenings and weekends available.',
    ],
  },
  {
    title: 'Occupational Therapist',
    location: 'Victoria',
    type: 'Full Time',
    description: [
      '## About the role',
      'Deliver functional capacity assessments, assistive technology prescriptions and home modification reports for NDIS participants.',
      '## What we offer',
      '- Above-award salary and salary packaging',
      '- Weekly clinical supervision and a funded professional development budget',
      '- Hybrid work with telehealth days',
      'AHPRA registration as an Occupational Therapist is required.',
    ],
  },
  {
    title: 'Positive Behaviour Support Practitioner',
    location: 'South Australia',
    type: 'Full Time',
    description: [
      '## About the role',
      'Write and implement **behaviour support plans**, complete functional behaviour assessments and train support networks across Adelaide.',
      '## You will need',
      '- Registration (or eligibility) as an NDIS behaviour support practitioner',
      '- A degree in psychology, social work, OT or a related field',
      'Experience with restrictive practice reporting is highly regarded.',
    ],
  },
  {
    title: 'Support Coordinator',
    location: 'South Australia',
    type: 'Part Time',
    description: [
      '## About the role',
      'Help participants understand and use their NDIS plans, connect with providers and prepare for plan reviews.',
      '- 3 days per week, flexible hours',
      '- Work from home with regular team days in Adelaide',
      'Previous support coordination or case management experience is essential.',
    ],
  },
  {
    title: 'Social Worker',
    location: 'Victoria',
    type: 'Part Time',
    description: [
      '## About the role',
      'Provide assessments, counselling, care planning and advocacy, and link participants with community services.',
      '## You will need',
      '- A Bachelor or Master of Social Work',
      '- Eligibility for AASW membership',
      'Part-time hours to suit, across Geelong and the Surf Coast.',
    ],
  },
  {
    title: 'Supported Independent Living Team Leader',
    location: 'South Australia',
    type: 'Casual',
    description: [
      '## About the role',
      'Lead a small team supporting residents in a **24/7 SIL home**: rosters, medication management and incident reporting.',
      '- Casual hours with the option of permanent placement',
      '- Sleepover and active overnight shifts available',
      'Experience in SIL and a Certificate IV in Disability are required.',
    ],
  },
  {
    title: 'Independent Allied Health Contractor',
    location: 'Victoria',
    type: 'Subcontractor',
    description: [
      '## About the opportunity',
      'We refer NDIS participants to independent **speech pathologists, physiotherapists and dietitians** who want a steady caseload.',
      '- You set your availability; we handle intake and scheduling',
      '- Telehealth and in-home appointments across regional Victoria',
      'An ABN, professional indemnity insurance and NDIS worker screening are required.',
    ],
  },
  {
    title: 'Mobile Support Worker (Subcontract)',
    location: 'South Australia',
    type: 'Subcontractor',
    description: [
      '## About the opportunity',
      'Provide community participation and in-home support to participants in the Adelaide Hills.',
      '- Own ABN and vehicle required',
      '- Competitive hourly rates aligned with the NDIS price guide',
      'Apply with your availability and the suburbs you cover.',
    ],
  },
];

export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  {
    name: 'Sarah M.',
    body: 'Our occupational therapist listened to what our son actually wanted to do, and now he rides the bus to school on his own. We could not be prouder.',
  },
  {
    name: 'David K.',
    body: 'The support coordination team untangled my NDIS plan and found providers I did not know existed. For the first time, my plan works for me.',
  },
  {
    name: 'Priya R.',
    body: 'My support worker is patient, reliable and always on time. She helps me cook, shop and get to my art class every week.',
  },
  {
    name: 'Tom and Helen B.',
    body: 'The behaviour support plan gave our whole family practical strategies. Mornings are calmer and our daughter is much happier.',
  },
  {
    name: 'Jacob L.',
    body: 'Telehealth sessions with my social worker meant I did not have to travel two hours for appointments. The support has been life changing.',
  },
  {
    name: 'Margaret W.',
    body: 'Moving into supported independent living was a big step for my brother. The team made him feel at home from the very first day.',
  },
];

export const SEED_STAFF: SeedStaff[] = [
  {
    name: 'Amelia Nguyen',
    role: 'Occupational Therapist',
    description:
      'Amelia helps people of all ages build independence at home and in the community, with a special interest in assistive technology.',
    certificates: 'Bachelor of Occupational Therapy (Hons); AHPRA registered',
    experience: '9 years in paediatric and adult disability services',
    photoFileName: 'amelia-nguyen.png',
    photoColours: { background: [214, 234, 248], figure: [31, 78, 121] },
  },
  {
    name: 'Daniel Okafor',
    role: 'Positive Behaviour Support Practitioner',
    description:
      'Daniel writes person-centred behaviour support plans and coaches families and support workers to put them into practice.',
    certificates: 'Master of Psychology; NDIS Commission registered behaviour support practitioner',
    experience: '7 years in behaviour support and forensic disability',
    photoFileName: 'daniel-okafor.png',
    photoColours: { background: [226, 239, 218], figure: [56, 118, 29] },
  },
  {
    name: 'Grace Thompson',
    role: 'Support Coordinator',
    description:
      'Grace helps participants make the most of their NDIS plans and connects them with the right providers and community groups.',
    certificates: 'Bachelor of Social Work; Certificate IV in Disability',
    experience: '6 years in support coordination across Victoria',
    photoFileName: 'grace-thompson.png',
    photoColours: { background: [252, 228, 214], figure: [191, 86, 36] },
  },
];
