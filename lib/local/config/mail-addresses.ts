// The provider inbox and the sender address of the local stack: the cdk.json context the cloud stack
// reads too (senderEmail, inboxEmail), so enquiries go where a deployment with those settings sends
// them.
import { readFileSync } from 'node:fs';

const cdkJson = JSON.parse(readFileSync(new URL('../../../cdk.json', import.meta.url), 'utf8')) as {
  context: { senderEmail: string; inboxEmail: string };
};

export const MAIL_ADDRESSES = {
  senderEmail: cdkJson.context.senderEmail,
  inboxEmail: cdkJson.context.inboxEmail,
};
