// Two example job applications for a fresh local stack, so Recruitment's applications have
// something to show: one new and unread with its CV, one shortlisted with a note. Both are for the
// first seeded job (./content.ts).
import type { JobApplication } from '../../../schema/generated/types';
import { SEED_ATTACHMENT_PDF } from './referrals';

type SeedApplication = Omit<JobApplication, 'createdAt' | 'updatedAt' | 'jobId' | 'jobTitle'>;

/** The seeded CVs are the seeded referral's one-page PDF. */
export const SEED_CV_PDF = SEED_ATTACHMENT_PDF;

export const SEED_APPLICATIONS: SeedApplication[] = [
  {
    id: 'J-7K3Q9P',
    name: 'Casey Applicant',
    email: 'casey.applicant@example.com',
    phone: '0400 555 666',
    rightToWork: 'YES',
    screeningCheck: 'HAVE_ONE',
    availability: 'Weekdays and Saturday mornings.',
    note: 'Three years as a support worker in community access and personal care.',
    jobClosesOn: null,
    cv: [
      {
        key: 'private/applications/J-7K3Q9P/casey-cv.pdf',
        fileName: 'casey-cv.pdf',
        contentType: 'application/pdf',
        size: SEED_CV_PDF.length,
      },
    ],
    status: 'NEW',
    read: false,
    notes: [],
  },
  {
    id: 'J-4MWX2D',
    name: 'Riley Applicant',
    email: 'riley.applicant@example.com',
    phone: '0400 777 888',
    rightToWork: 'YES',
    screeningCheck: 'APPLIED',
    availability: null,
    note: 'New to disability support, with a Certificate IV in progress.',
    jobClosesOn: null,
    cv: [
      {
        key: 'private/applications/J-4MWX2D/riley-cv.pdf',
        fileName: 'riley-cv.pdf',
        contentType: 'application/pdf',
        size: SEED_CV_PDF.length,
      },
    ],
    status: 'SHORTLISTED',
    read: true,
    notes: [
      {
        text: 'Good phone manner; invite to an interview.',
        author: 'admin@example.com',
        createdAt: '2025-01-02T10:00:00.000Z',
      },
    ],
  },
];
