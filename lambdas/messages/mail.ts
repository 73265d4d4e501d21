// The e-mail telling the provider's inbox about a new contact message.

import type { Message } from '../../schema/generated/types';
import { config } from '../shared/config';
import { sendTextEmail, type SendOptions } from '../shared/mail';

export function notificationText(message: Message): string {
  return [
    'A new message was sent through the website contact form.',
    '',
    `Full name: ${message.fullName}`,
    `E-mail: ${message.email}`,
    `Phone: ${message.phone}`,
    `Postcode: ${message.postcode ?? 'not given'}`,
    `Received: ${message.createdAt}`,
    `Message id: ${message.id}`,
    '',
    'Message:',
    message.msg,
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
