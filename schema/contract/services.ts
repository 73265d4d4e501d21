// The six services the provider offers: their keys and names. The site's service pages and cards
// (frontend/src/content/services.ts) and the referral form's "services wanted" both read them here,
// and the referrals handler accepts only these keys.

export const SERVICES = [
  { key: 'alliedHealth', title: 'Positive Behaviour Support Practitioner' },
  { key: 'occupationalTherapist', title: 'Occupational Therapist' },
  { key: 'supportCoordination', title: 'Support Coordination' },
  { key: 'socialWorker', title: 'Social Worker' },
  { key: 'disabilitySupportWorker', title: 'Disability Support Worker' },
  { key: 'supportedIndependentLiving', title: 'Supported Independent Living' },
] as const;

export type ServiceKey = (typeof SERVICES)[number]['key'];

export const SERVICE_KEYS: readonly ServiceKey[] = SERVICES.map((service) => service.key);

export const SERVICE_TITLES = Object.fromEntries(
  SERVICES.map((service) => [service.key, service.title]),
) as Record<ServiceKey, string>;
