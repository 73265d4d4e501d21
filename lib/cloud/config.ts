// Deployment configuration, read from CDK context (cdk.json, or `-c key=value` on the command line)
// and checked at synth so a wrong value fails loudly here instead of half-way through a deploy.

import type { Node } from 'constructs';
import { parseStaffMfa, type StaffMfa } from '../../schema/contract/staffMfa';

export interface SiteConfig {
  /** Verified SES identity the contact-form notifications are sent from. */
  senderEmail: string;
  /** The provider's inbox that receives a notification per contact message. */
  inboxEmail: string;
  /**
   * The sender and inbox are already verified SES identities in the account (another stack or the
   * console made them), so this stack must not create them: CloudFormation fails on an existing
   * identity.
   */
  sesIdentitiesExist: boolean;
  /** Where CloudWatch alarms are e-mailed (through SNS). */
  alertEmail: string;
  /** Optional custom domain with its ACM certificate (which CloudFront requires in us-east-1). */
  customDomain?: { domainName: string; certificateArn: string };
  /**
   * `on`: the WAF web ACL on the API (lib/cloud/waf.ts); `off`: none (docs/DEPLOYING.md "What it
   * costs").
   */
  waf: WafSetting;
  /** Whether staff sign in with an authenticator app's code as well (schema/contract/staffMfa.ts). */
  staffMfa: StaffMfa;
  /**
   * Whether each handler reserves its concurrency (RESERVED_CONCURRENCY in ./functions.ts). Off by
   * default: a new account's concurrency quota may be as low as 10, all of which Lambda keeps
   * unreserved, so any reservation would fail the first deploy (docs/DEPLOYING.md "Reserved
   * concurrency").
   */
  reservedConcurrency: boolean;
}

export const WAF_SETTINGS = ['on', 'off'] as const;
export type WafSetting = (typeof WAF_SETTINGS)[number];

/** The WAF switch; absent means `off`, the cheaper default (docs/DEPLOYING.md "What it costs"). */
function wafSetting(node: Node): WafSetting {
  const value = text(node, 'waf') || 'off';
  const setting = WAF_SETTINGS.find((allowed) => allowed === value);
  if (!setting) {
    throw new Error(`Context "waf" must be "on" or "off" (got "${value}"): see cdk.json.`);
  }
  return setting;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const US_EAST_1_CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

function text(node: Node, key: string): string {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string.`);
  return value.trim();
}

function email(node: Node, key: string): string {
  const value = text(node, key);
  if (!EMAIL.test(value)) {
    throw new Error(`Context "${key}" must be an e-mail address (got "${value}"): see cdk.json.`);
  }
  return value;
}

/** A boolean flag: JSON true/false in cdk.json, the text "true"/"false" from `-c key=value`. */
function flag(node: Node, key: string): boolean {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(`Context "${key}" must be true or false (got ${JSON.stringify(value)}).`);
}

export function readSiteConfig(node: Node): SiteConfig {
  const domainName = text(node, 'domainName').toLowerCase();
  const certificateArn = text(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error(
      'Context "domainName" and "certificateArn" must be set together or not at all.',
    );
  }
  if (domainName && !DOMAIN.test(domainName)) {
    throw new Error(`Context "domainName" is not a domain name (got "${domainName}").`);
  }
  if (certificateArn && !US_EAST_1_CERTIFICATE.test(certificateArn)) {
    throw new Error(
      'Context "certificateArn" must be an ACM certificate in us-east-1 (CloudFront only uses ' +
        `certificates from there); got "${certificateArn}".`,
    );
  }
  return {
    senderEmail: email(node, 'senderEmail'),
    inboxEmail: email(node, 'inboxEmail'),
    sesIdentitiesExist: flag(node, 'sesIdentitiesExist'),
    waf: wafSetting(node),
    alertEmail: email(node, 'alertEmail'),
    staffMfa: parseStaffMfa(node.tryGetContext('staffMfa'), 'Context "staffMfa"'),
    reservedConcurrency: flag(node, 'reservedConcurrency'),
    ...(domainName ? { customDomain: { domainName, certificateArn } } : {}),
  };
}
