// An e-mail from the site's sender address, the one way the handlers send mail: plain text, or
// HTML with its plain-text alternative (mailBody.ts).

import { ses } from './clients';
import { config } from './config';
import type { MailBody } from './mailBody';

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
  await sendEmail(to, subject, { text }, replyTo, options);
}

/** Sends `body`'s text, and its HTML when it has one (SES sends both as multipart/alternative). */
export async function sendEmail(
  to: string,
  subject: string,
  body: Pick<MailBody, 'text'> & Partial<Pick<MailBody, 'html'>>,
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
          Body: {
            Text: { Data: body.text, Charset: 'UTF-8' },
            ...(body.html ? { Html: { Data: body.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
    options,
  );
}
