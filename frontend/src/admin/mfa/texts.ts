// The authenticator app's (TOTP) texts: the security page, and the sign-in steps that ask for its
// code or enrol one. A module of its own, so the sign-in screen's first load (login/texts.ts) carries
// none of them until staff MFA is used.

/** The authenticator app (TOTP): enrolling it on the security page or at sign-in, and its codes. */
export const mfaText = {
  codeStep: {
    heading: 'Enter your sign-in code',
    intro: 'Open your authenticator app and enter the 6-digit code it shows for this site.',
    submit: 'Verify code',
  },
  setupStep: {
    heading: 'Set up your authenticator app',
    intro:
      'Staff must use an authenticator app to sign in. Scan the QR code with the app (for example Google Authenticator or Microsoft Authenticator), or type the key into it, then enter the 6-digit code it shows.',
    submit: 'Verify and log in',
  },

  qrLabel: 'QR code for your authenticator app',
  secretLabel: 'Or type this key into the app',
  codeLabel: '6-digit code',
  codeHint: 'The code changes every 30 seconds.',
  codeFormat: 'Enter the 6 digits your authenticator app shows.',
  wrongCode: 'That code is not right. Enter the code your authenticator app shows now.',
  tooManyCodes: 'Too many wrong codes. Wait a few minutes, then try again.',
  expired: 'This sign-in took too long. Log in again.',
  pageHeading: 'Account security',
  intro:
    'An authenticator app on your phone gives you a 6-digit code to enter after your password, so nobody can sign in with your password alone.',
  statusOn: 'Your authenticator app is set up. You are asked for its code when you log in.',
  statusOff: 'No authenticator app is set up for your account.',
  required: 'Every staff member must use an authenticator app.',
  start: 'Set up authenticator app',
  replace: 'Set up a new authenticator app',
  verify: 'Verify code',
  cancel: 'Cancel',
  enabled: 'Your authenticator app is set up. You will be asked for its code when you log in.',
  turnOff: 'Turn off authenticator app',
  turnedOff: 'The authenticator app is turned off. You log in with your password alone.',
  failed: 'That did not work. Reload the page and try again.',
} as const;
