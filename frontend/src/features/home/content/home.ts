// Texts of the home page.
import { siteConfig } from '../../../../../schema/contract/siteConfig';
import { paths, type SitePath } from '../../../paths';
import { images, type SiteImage } from '../../../content/images';

const { providerName } = siteConfig;

export interface HomeServiceCard {
  title: string;
  description: string;
  path: SitePath;
  image: SiteImage;
}

export const homeText = {
  hero: {
    registeredProvider: `${providerName} is a registered NDIS provider of disability support and allied health services.`,
    promise:
      'We build a personalised therapy plan tailored to your needs and aspirations, and support you every step of the way.',
    exploreServices: { label: 'Explore our services', to: paths.services },
    getInTouch: { label: 'Get in touch', to: paths.contact },
  },
  supportQuestion: 'What type of NDIS support are you looking for?',
  serviceCards: [
    {
      title: 'Allied Health',
      description: 'Specialised support to build independence and improve your quality of life.',
      path: paths.alliedHealth,
      image: images.service.alliedHealth,
    },
    {
      title: 'Disability Support Worker',
      description: 'Help with daily living, at home and out in your community.',
      path: paths.disabilitySupportWorker,
      image: images.service.disabilitySupportWorker,
    },
    {
      title: 'Supported Independent Living',
      description: '24/7 constant support with everyday tasks in your own home.',
      path: paths.supportedIndependentLiving,
      image: images.service.supportedIndependentLiving,
    },
  ] satisfies HomeServiceCard[],
  mission: {
    heading: 'Our Mission',
    paragraphs: [
      `At ${providerName} our mission is to empower every person we support to live the life they choose, with dignity, choice and independence.`,
      'We deliver our services directly in your home or in community locations such as schools, workplaces and residential facilities, and by telehealth across Australia, so support reaches you wherever you are.',
    ],
  },
  services: {
    heading: 'Our services',
    intro:
      'From positive behaviour support and occupational therapy to support coordination, social work, supported independent living and everyday support workers, our team works together around your goals.',
    exploreAll: { label: 'Explore all our services →', to: paths.services },
    /** Each service page links the referral form with its service ticked; this one names none. */
    referral: { label: 'Refer someone to us →', to: paths.referral },
  },
  testimonials: {
    heading: 'Hear from Our Participants',
    intro: 'What the people we support and their families say about us.',
    carouselLabel: 'Participant testimonials',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    dotsLabel: 'Choose a testimonial',
    /** Label of the dot that shows testimonial n of m, and of each slide. */
    slideLabel: (index: number, count: number) => `${index} of ${count}`,
    dotLabel: (index: number, count: number) => `Show testimonial ${index} of ${count}`,
    /** Announced after the visitor moves the carousel. */
    status: (index: number, count: number) => `Showing testimonial ${index} of ${count}`,
  },
} as const;
