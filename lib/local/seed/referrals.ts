// Two example referrals for a fresh local stack, so the admin's referral inbox has something to
// show: one new and unread with an attached plan page, one already contacted with a note.
import type { Referral } from '../../../schema/generated/types';

type SeedReferral = Omit<Referral, 'createdAt' | 'updatedAt'>;

/** A one-page PDF: enough for the content check and for a browser to open. */
export const SEED_ATTACHMENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

export const SEED_REFERRALS: SeedReferral[] = [
  {
    id: 'R-7K3Q9P',
    referrerRole: 'SUPPORT_COORDINATOR',
    referrerName: 'Jordan Example',
    referrerOrganisation: 'Example Coordination Services',
    referrerEmail: 'jordan.coordinator@example.com',
    referrerPhone: '0400 111 222',
    participantName: 'Sam Sample',
    participantDateOfBirth: '1994-03-08',
    ndisNumber: '430000001',
    participantPostcode: 3000,
    preferredContact: 'EMAIL',
    communication: { interpreter: false, interpreterLanguage: null, auslan: false, other: null },
    planFunding: 'PLAN_MANAGED',
    planStartDate: '2025-01-01',
    planEndDate: '2025-12-31',
    services: ['occupationalTherapist', 'supportCoordination'],
    supportNeeded: 'An assessment for a shower chair and help to set up a weekly routine.',
    goals: 'To shower safely without help and to start a part-time course.',
    consent: true,
    attachments: [
      {
        key: 'private/referrals/R-7K3Q9P/1_plan-pages.pdf',
        fileName: 'plan-pages.pdf',
        contentType: 'application/pdf',
        size: SEED_ATTACHMENT_PDF.length,
      },
    ],
    status: 'NEW',
    read: false,
    notes: [],
  },
  {
    id: 'R-4MWX2D',
    referrerRole: 'FAMILY_OR_CARER',
    referrerName: 'Alex Example',
    referrerOrganisation: null,
    referrerEmail: 'alex.family@example.com',
    referrerPhone: '0400 333 444',
    participantName: 'Robin Sample',
    participantDateOfBirth: '2008-11-21',
    ndisNumber: null,
    participantPostcode: 5000,
    preferredContact: 'PHONE',
    communication: { interpreter: true, interpreterLanguage: 'Greek', auslan: false, other: null },
    planFunding: 'NO_PLAN_YET',
    planStartDate: null,
    planEndDate: null,
    services: ['disabilitySupportWorker'],
    supportNeeded: 'Support to get to school and to weekend sport.',
    goals: null,
    consent: true,
    attachments: [],
    status: 'CONTACTED',
    read: true,
    notes: [
      {
        text: 'Rang Alex; a meeting with an interpreter is booked for next week.',
        author: 'admin@example.com',
        createdAt: '2025-01-02T10:00:00.000Z',
      },
    ],
  },
];
