// Contact-form and referral e-mails through SES. The sender address is an SES identity that the
// provider verifies once (SES e-mails a link on deploy). The inbox is verified too. Notifications
// only ever go to the provider's own inbox, but a referral's acknowledgement goes to the referrer's
// address, which SES only allows outside its sandbox: the account needs production access
// (docs/DEPLOYING.md, "First deployment"); in the sandbox the acknowledgement fails, is logged, and
// the referral is still stored. An account that has verified both addresses already
// (sesIdentitiesExist) keeps its identities: the stack then only names them.

import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MailProps {
  senderEmail: string;
  inboxEmail: string;
  /** Both addresses are verified SES identities already; create neither. */
  identitiesExist: boolean;
}

export class Mail extends Construct {
  readonly senderEmail: string;
  readonly inboxEmail: string;
  private readonly identityArns: string[];

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.senderEmail = props.senderEmail;
    this.inboxEmail = props.inboxEmail;
    const identities: [id: string, address: string][] = [['SenderIdentity', props.senderEmail]];
    if (props.inboxEmail.toLowerCase() !== props.senderEmail.toLowerCase()) {
      identities.push(['InboxIdentity', props.inboxEmail]);
    }
    this.identityArns = identities.map(([identityId, address]) =>
      props.identitiesExist
        ? Stack.of(this).formatArn({
            service: 'ses',
            resource: 'identity',
            resourceName: address,
            arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
          })
        : new EmailIdentity(this, identityId, { identity: Identity.email(address) })
            .emailIdentityArn,
    );
  }

  /**
   * Lets the grantee send mail from the sender address and nothing else. SES authorises a send
   * against the sender's identity and, in the sandbox, the recipient's, so both ARNs are listed;
   * the condition pins the From address whichever identity is evaluated.
   */
  grantSendFromSender(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: this.identityArns,
        conditions: { StringEquals: { 'ses:FromAddress': this.senderEmail } },
      }),
    );
  }
}
