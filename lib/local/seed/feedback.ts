// Three example items for a fresh local stack, so the admin's complaints register has something to
// show: an anonymous complaint just received and unread, feedback acknowledged with an outcome
// note, and a named compliment closed. Each item's status history starts with RECEIVED at its
// createdAt (the seed dates it), so `history` lists only the later changes.
import type { Feedback, FeedbackStatusChange } from '../../../schema/generated/types';

export type SeedFeedback = Omit<
  Feedback,
  'createdAt' | 'updatedAt' | 'statusHistory' | 'receivedOn' | 'receivedVia' | 'actions' | 'emails'
> & {
  history: FeedbackStatusChange[];
};

export const SEED_FEEDBACK: SeedFeedback[] = [
  {
    id: 'F-7K3Q9P',
    kind: 'COMPLAINT',
    whatHappened: 'The support worker arrived an hour late twice this month and nobody rang ahead.',
    outcomeWanted: 'A call when a worker is running late, and the same worker each week.',
    anonymous: true,
    name: null,
    email: null,
    phone: null,
    consent: true,
    status: 'RECEIVED',
    history: [],
    read: false,
    notes: [],
  },
  {
    id: 'F-4MWX2D',
    kind: 'FEEDBACK',
    whatHappened: 'The new booking form was hard to use with a screen reader.',
    outcomeWanted: null,
    anonymous: false,
    name: 'Jamie Example',
    email: 'jamie.feedback@example.com',
    phone: null,
    consent: true,
    status: 'ACKNOWLEDGED',
    history: [{ status: 'ACKNOWLEDGED', at: '2025-01-03T22:00:00.000Z', by: 'admin@example.com' }],
    read: true,
    notes: [
      {
        text: 'Thanked Jamie by e-mail; the form is being checked with a screen reader.',
        author: 'admin@example.com',
        createdAt: '2025-01-03T22:05:00.000Z',
      },
    ],
  },
  {
    id: 'F-8TRB6N',
    kind: 'COMPLIMENT',
    whatHappened: 'Our OT was patient and explained every step of the assessment.',
    outcomeWanted: null,
    anonymous: false,
    name: 'Casey Example',
    email: null,
    phone: '0400 555 666',
    consent: true,
    status: 'CLOSED',
    history: [
      { status: 'ACKNOWLEDGED', at: '2025-01-02T23:00:00.000Z', by: 'admin@example.com' },
      { status: 'CLOSED', at: '2025-01-03T01:00:00.000Z', by: 'admin@example.com' },
    ],
    read: true,
    notes: [],
  },
];
