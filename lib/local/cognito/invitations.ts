// Invitation e-mails as the cloud pool sends them on AdminCreateUser (schema/contract/
// staffInvitation.ts), delivered through the local SES stand-in so they land in the captured mail.
// cognito-local only logs its messages, and refuses MessageAction RESEND.
import { randomBytes } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  STAFF_INVITATION_SUBJECT,
  staffInvitationBody,
} from '../../../schema/contract/staffInvitation';
import { clientOptions } from '../config/aws-env';

/** Cognito's sender when the pool has no SES identity of its own for invitations. */
const COGNITO_DEFAULT_SENDER = 'no-reply@verificationemail.com';

/** A temporary password meeting the pool's policy: letters of both cases, a digit and a symbol. */
export function temporaryPassword(): string {
  return `${randomBytes(12).toString('base64url')}aA1!`;
}

export class InvitationMail {
  private readonly ses: SESv2Client;

  constructor(sesEndpoint: string) {
    this.ses = new SESv2Client(clientOptions(sesEndpoint));
  }

  /** Sends before the call is answered: the owner's "invited" means the mail is in the inbox. */
  async send(to: string, username: string, password: string): Promise<void> {
    const body = staffInvitationBody("on the website's /login page")
      .replace('{username}', username)
      .replace('{####}', password);
    await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: COGNITO_DEFAULT_SENDER,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: { Subject: { Data: STAFF_INVITATION_SUBJECT }, Body: { Text: { Data: body } } },
        },
      }),
    );
  }

  close(): void {
    this.ses.destroy();
  }
}
