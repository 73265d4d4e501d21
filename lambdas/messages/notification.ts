// The e-mail telling the provider's inbox about a new contact message.

import type { Message } from '../../schema/generated/types';
import { ses } from '../shared/clients';
import { config } from '../shared/config';
import type { RequestContext } from '../shared/errors';

/**
 * Kept back from the Lambda's remaining time: the e-mail's tries (the SES client retries, see
 * lambdas/shared/clients.ts) are cut off before it, so a slow SES never runs the function into its
 * timeout after the message was stored (the visitor would see a failure and send it again).
 */
export const ANSWER_RESERVE_MS = 1000;

/** Aborts the send when only the reserve is left; unbounded where no Lambda deadline exists. */
function sendOptions(request: RequestContext): { abortSignal?: AbortSignal } {
  const remaining = request.remainingTimeMs?.();
  if (remaining === undefined) return {};
  return { abortSignal: AbortSignal.timeout(Math.max(0, remaining - ANSWER_RESERVE_MS)) };
}

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

export async function sendNotification(message: Message, request: RequestContext): Promise<void> {
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
    sendOptions(request),
  );
}
