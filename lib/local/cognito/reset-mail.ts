// Delivers password-reset codes as e-mail through the local SES stand-in, so they show on its
// captured-mail page as a real pool's e-mails reach the user's inbox. Sender, subject and text are
// Cognito's defaults, which the cloud pool keeps for verification messages. Like Cognito, the proxy
// answers before the mail is delivered: an answer that waited for it would take longer for a known
// user than for an unknown one, who gets no mail.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { clientOptions } from '../config/aws-env';
import { errorText, type Log } from '../processes/log';

const COGNITO_DEFAULT_SENDER = 'no-reply@verificationemail.com';

export class ResetMail {
  private readonly ses: SESv2Client;
  private readonly sending = new Set<Promise<void>>();

  constructor(
    sesEndpoint: string,
    private readonly log: Log,
  ) {
    this.ses = new SESv2Client(clientOptions(sesEndpoint));
  }

  /** Starts sending the code; a failure is logged, as the request that asked for it is answered. */
  deliver(to: string, code: string): void {
    const sent = this.send(to, code).catch((error: unknown) =>
      this.log(
        `cognito proxy: the password-reset code for ${to} was not sent: ${errorText(error)}`,
      ),
    );
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
  }

  private async send(to: string, code: string): Promise<void> {
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

  /** Lets the mails being sent go out, then closes the SES client. */
  async close(): Promise<void> {
    await Promise.all(this.sending);
    this.ses.destroy();
  }
}

/** How Cognito shows where a code went: "a***@e***". */
export function maskedEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
