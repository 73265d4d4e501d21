// Three example contact messages for a fresh local stack, so the admin's inbox shows each state:
// one new and unread, one replied to with a note, one closed.
import type { Message } from '../../../schema/generated/types';

type SeedMessage = Omit<Message, 'id' | 'createdAt' | 'updatedAt' | 'expiresAt'>;

export const SEED_MESSAGES: SeedMessage[] = [
  {
    fullName: 'Taylor Example',
    email: 'taylor.example@example.com',
    phone: '0400 555 111',
    postcode: 3000,
    msg: 'Hello,\nI would like to know whether you have support workers available on weekends.',
    status: 'NEW',
    read: false,
    notes: [],
  },
  {
    fullName: 'Morgan Sample',
    email: 'morgan.sample@example.com',
    phone: '0400 555 222',
    postcode: 5000,
    msg: 'Can you help my son with his NDIS plan review next month?',
    status: 'REPLIED',
    read: true,
    notes: [
      {
        text: 'Replied by e-mail with our plan review checklist.',
        author: 'admin@provider.example',
        createdAt: '2025-01-02T09:30:00.000Z',
      },
    ],
  },
  {
    fullName: 'Casey Demo',
    email: 'casey.demo@example.com',
    phone: '0400 555 333',
    postcode: null,
    msg: 'Thanks for the information, we have found a provider closer to home.',
    status: 'CLOSED',
    read: true,
    notes: [],
  },
];
