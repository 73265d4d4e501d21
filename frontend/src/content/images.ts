// The site's artwork (frontend/public/images/, and frontend/src/artwork/ for what is inlined): where
// each file is, its intrinsic size and its text alternative. An empty alt marks a picture as decorative: the text beside it says it all.

import heroSvg from '../artwork/hero.svg?raw';

export interface SiteImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

const image = (file: string, width: number, height: number, alt = ''): SiteImage => ({
  src: `/images/${file}`,
  width,
  height,
  alt,
});

/** The home page's hero, written into the page as inline SVG (its markup is the site's own). */
export const heroArtwork = {
  svg: heroSvg,
  width: 640,
  height: 480,
  alt: 'A support worker and a participant in a wheelchair talking together in a sunny garden',
};

export const images = {
  mission: image(
    'mission.svg',
    560,
    420,
    'A home, a community building and a video call, linked by a path',
  ),
  banner: {
    services: image('banner-services.svg', 1440, 360),
    contact: image('banner-contact.svg', 1440, 360),
    careers: image('banner-careers.svg', 1440, 360),
    referral: image(
      'banner-referral.svg',
      1440,
      360,
      'A referral form on a clipboard beside an envelope, ready to send',
    ),
  },
  service: {
    alliedHealth: image('service-allied-health.svg', 320, 240),
    occupationalTherapist: image('service-occupational-therapist.svg', 320, 240),
    supportCoordination: image('service-support-coordination.svg', 320, 240),
    socialWorker: image('service-social-worker.svg', 320, 240),
    disabilitySupportWorker: image('service-disability-support-worker.svg', 320, 240),
    supportedIndependentLiving: image('service-supported-independent-living.svg', 320, 240),
  },
} as const;
