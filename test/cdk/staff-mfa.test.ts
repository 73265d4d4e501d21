// cdk.json's "staffMfa" (schema/contract/staffMfa.ts): checked at synth, and the user pool's MFA
// built from it: TOTP only, never SMS; cdk-nag's finding for a pool without required MFA is
// acknowledged only when MFA is not required.
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { Auth } from '../../lib/cloud/auth';
import { readSiteConfig } from '../../lib/cloud/config';
import { STAFF_MFA_VALUES, type StaffMfa } from '../../schema/contract/staffMfa';
import { cdkJsonContext } from './synth';

const config = (staffMfa: unknown) =>
  readSiteConfig(new App({ context: { ...cdkJsonContext(), staffMfa } }).node);

function authStack(staffMfa: StaffMfa) {
  const app = new App();
  const stack = new Stack(app, 'AuthOnly');
  new Auth(stack, 'Auth', { staffMfa });
  return { app, stack, pool: Template.fromStack(stack).findResources('AWS::Cognito::UserPool') };
}

describe('the staffMfa setting', () => {
  it('is "off" in cdk.json, as the spec asks, and off when unset', () => {
    expect(cdkJsonContext().staffMfa).toBe('off');
    expect(config(undefined).staffMfa).toBe('off');
  });

  it('takes each allowed value, from cdk.json or -c', () => {
    for (const value of STAFF_MFA_VALUES) expect(config(value).staffMfa).toBe(value);
  });

  it('fails synth on any other value, naming the setting and the allowed values', () => {
    for (const wrong of ['on', 'OPTIONAL', true, 1]) {
      expect(() => config(wrong)).toThrow(
        /Context "staffMfa" must be one of "off", "optional", "required" \(got .+\)\./,
      );
    }
  });
});

describe('the user pool', () => {
  const expected: Record<StaffMfa, Record<string, unknown>> = {
    off: { MfaConfiguration: 'OFF' },
    optional: { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] },
    required: { MfaConfiguration: 'ON', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] },
  };

  it.each(STAFF_MFA_VALUES)('"%s": MFA as set, by authenticator app only', (staffMfa) => {
    const [pool] = Object.values(authStack(staffMfa).pool);
    expect(pool?.Properties).toMatchObject(expected[staffMfa]);
    if (staffMfa === 'off') expect(pool?.Properties.EnabledMfas).toBeUndefined();
    expect(pool?.Properties.SmsConfiguration).toBeUndefined();
  });

  it.each(STAFF_MFA_VALUES)('"%s": nothing cdk-nag reports is left unacknowledged', (staffMfa) => {
    const { app } = authStack(staffMfa);
    const report = new AwsSolutionsChecks(app).validateScope(app);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});
