// The e-mail telling the provider's inbox about a new contact message.

import type { Message } from '../../schema/generated/types';
import { ses } from '../shared/clients';
import { config } from '../shared/config';

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

export async function sendNotification(message: Message): Promise<void> {
  const { client, sdk } = await ses();
  await client.send(
    new sdk.SendEmailCommand({
      FromEmailAddress: config.senderEmail(),
      Destination: { ToAddresses: [config.inboxEmail()] },
      ReplyToAddresses: [message.email],
      Content: {
        Simple: {
          Subject: { Data: `New website message from ${message.fullName}`, Charset: 'UTF-8' },
          Body: { Text: { Data: notificationText(message), Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
