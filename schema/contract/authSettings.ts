// Cognito user pool settings as plain data: lib/cloud/auth.ts builds the cloud pool from these and
// the local stack creates its stand-in pool with the same values, so both behave alike. Whether
// staff use a second factor is a deployment setting: ./staffMfa.ts.

export const USER_POOL_SETTINGS = {
  /** Staff sign in with their e-mail address, verified by e-mail. */
  signInWithEmail: true,
  selfSignUpEnabled: false,
  passwordPolicy: {
    minLength: 8,
    requireLowercase: true,
    requireUppercase: true,
    requireDigits: true,
    requireSymbols: false,
  },
  /** How long an invited user's temporary password signs in; after that an administrator resets it. */
  temporaryPasswordValidityDays: 7,
  /** USER_PASSWORD_AUTH is what the local stand-in supports; SRP is allowed in the cloud too. */
  clientAuthFlows: { userPassword: true, userSrp: true },
  generateSecret: false,
  accessTokenValidityMinutes: 60,
  idTokenValidityMinutes: 60,
  refreshTokenValidityDays: 30,
} as const;
