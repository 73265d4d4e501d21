// The e-mail telling the provider's inbox about a new contact message: the form's fields its table
// (schema/contract/contactFields.ts) allows in e-mail, in the order staff read them, long texts
// last under their own heading.

import { CONTACT_FORM } from '../../schema/contract/contactFields';
import { staffOrder, type AnyField } from '../../schema/contract/fieldTable';
import type { Message } from '../../schema/generated/types';
import { config } from '../shared/config';
import { sendTextEmail, type SendOptions } from '../shared/mail';

const mailed = staffOrder(CONTACT_FORM)
  .map((name) => [name, CONTACT_FORM.fields[name] as AnyField] as const)
  .filter(([, field]) => field.allowedIn.email);
const short = mailed.filter(([, field]) => field.kind !== 'text');
const long = mailed.filter(([, field]) => field.kind === 'text');

const written = (value: unknown) =>
  value === null || value === undefined ? 'not given' : String(value);

export function notificationText(message: Message): string {
  return [
    'A new message was sent through the website contact form.',
    '',
    ...short.map(([name, field]) => `${field.staffLabel}: ${written(message[name])}`),
    `Received: ${message.createdAt}`,
    `Message id: ${message.id}`,
    ...long.flatMap(([name, field]) => ['', `${field.staffLabel}:`, written(message[name])]),
    '',
    'Reply to this e-mail to answer the sender.',
  ].join('\n');
}

/** Reply-To the sender, so the inbox answers them directly. */
export async function sendNotification(message: Message, options: SendOptions): Promise<void> {
  await sendTextEmail(
    config.inboxEmail(),
    `New website message from ${message.fullName}`,
    notificationText(message),
    message.email,
    options,
  );
}
