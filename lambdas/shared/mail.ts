// A plain-text e-mail from the site's sender address, the one way the handlers send mail.

import { ses } from './clients';
import { config } from './config';

/** `abortSignal` gives up the send, its SDK retries included, when it fires. */
export interface SendOptions {
  abortSignal?: AbortSignal;
}

export async function sendTextEmail(
  to: string,
  subject: string,
  text: string,
  replyTo?: string,
  options: SendOptions = {},
): Promise<void> {
  const { client, sdk } = await ses();
  await client.send(
    new sdk.SendEmailCommand({
      FromEmailAddress: config.senderEmail(),
      Destination: { ToAddresses: [to] },
      ...(replyTo ? { ReplyToAddresses: [replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' } },
        },
      },
    }),
    options,
  );
}
