// Delivers password-reset codes as e-mail through the local SES stand-in, so they show on its
// captured-mail page as a real pool's e-mails reach the user's inbox. Sender, subject and text are
// Cognito's defaults, which the cloud pool keeps for verification messages.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { clientOptions } from '../aws-env';

const COGNITO_DEFAULT_SENDER = 'no-reply@verificationemail.com';

export class ResetMail {
  private readonly ses: SESv2Client;

  constructor(sesEndpoint: string) {
    this.ses = new SESv2Client(clientOptions(sesEndpoint));
  }

  async send(to: string, code: string): Promise<void> {
    await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: COGNITO_DEFAULT_SENDER,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: 'Your verification code' },
            Body: { Text: { Data: `Your verification code is ${code}. ` } },
          },
        },
      }),
    );
  }

  close(): void {
    this.ses.destroy();
  }
}

/** How Cognito shows where a code went: "a***@e***". */
export function maskedEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
