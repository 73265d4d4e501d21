// The local stack's staff MFA setting: cdk.json's "staffMfa", the one the cloud stack deploys
// (schema/contract/staffMfa.ts), unless the start options name another (tests, STAFF_MFA).
import cdkJson from '../../../cdk.json' with { type: 'json' };
import { parseStaffMfa, type StaffMfa } from '../../../schema/contract/staffMfa';

export function configuredStaffMfa(): StaffMfa {
  const context: Record<string, unknown> = cdkJson.context;
  return parseStaffMfa(context.staffMfa, 'cdk.json "staffMfa"');
}
