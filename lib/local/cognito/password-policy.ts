// The user pool's password policy (schema/contract/authSettings.ts, as the cloud pool has it). cognito-local
// stores any password it is given, so the proxy checks every password a user chooses, and the stack
// checks the seeded admin's.
import { USER_POOL_SETTINGS } from '../../../schema/contract/authSettings';
import { CognitoError } from './errors';

/** Cognito refuses longer passwords whatever the policy. */
const MAX_PASSWORD_LENGTH = 256;

/** What the password lacks, in Cognito's words ("Password not long enough"...), or none. */
export function passwordPolicyFailures(password: string): string[] {
  const policy = USER_POOL_SETTINGS.passwordPolicy;
  const rules: [boolean, string][] = [
    [password.length >= policy.minLength, 'Password not long enough'],
    [password.length <= MAX_PASSWORD_LENGTH, 'Password is too long'],
    [
      !policy.requireLowercase || /\p{Ll}/u.test(password),
      'Password must have lowercase characters',
    ],
    [
      !policy.requireUppercase || /\p{Lu}/u.test(password),
      'Password must have uppercase characters',
    ],
    [!policy.requireDigits || /\d/.test(password), 'Password must have numeric characters'],
    [
      !policy.requireSymbols || /[^\p{L}\d]/u.test(password),
      'Password must have symbol characters',
    ],
  ];
  return rules.filter(([ok]) => !ok).map(([, failure]) => failure);
}

/** Throws Cognito's InvalidPasswordException for a password below the pool's policy. */
export function assertPasswordMeetsPolicy(password: string): void {
  const failures = passwordPolicyFailures(password);
  if (failures.length) {
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${failures[0]}`,
    );
  }
}

/** For the operator who sets ADMIN_PASSWORD: everything the password lacks, or null. */
export function passwordPolicyViolation(password: string): string | null {
  const failures = passwordPolicyFailures(password);
  return failures.length ? `${failures.join('; ')}.` : null;
}
