// What the public forms' collection notices share: their heading and the link to /privacy. (Kept
// apart from content/privacy.ts so that the forms' islands do not load the whole policy.)
import { paths } from '../paths';

export const collectionNoticeText = {
  heading: 'How we handle these details',
  privacyLink: { label: 'Read our privacy policy', to: paths.privacy },
} as const;
