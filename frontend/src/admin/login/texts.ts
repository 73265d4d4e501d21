// The sign-in page's texts, and the message it shares with the admin's pages when a page fails: a
// module apart from the other admin texts (../texts.ts), which /login does not load. The outcome
// messages are the product's error catalogue, word for word.
import { USER_POOL_SETTINGS } from '../../../../schema/contract/authSettings';

export const PASSWORD_MIN_LENGTH = USER_POOL_SETTINGS.passwordPolicy.minLength;

const RESET_HEADING = 'Reset your password';

/** The sign-in steps' texts: each step's heading, introduction and submit button, then the rest. */
export const loginText = {
  signInStep: { heading: 'Staff login', submit: 'Log in' },
  newPasswordStep: {
    heading: 'Choose a new password',
    intro:
      'This is your first sign-in, or your password was reset by an administrator. Choose your own password to continue.',
    submit: 'Set password',
  },
  resetRequestStep: {
    heading: RESET_HEADING,
    intro: 'Enter your e-mail address and we will send you a code to reset your password.',
    submit: 'Send code',
  },
  resetConfirmStep: (destination: string) => ({
    heading: RESET_HEADING,
    intro: `We sent a code to ${destination}. Enter it with your new password.`,
    submit: 'Reset password',
  }),
  email: 'E-mail',
  password: 'Password',
  failed: 'Invalid email or password.',
  denied: 'Unauthorized',
  forgotPassword: 'Forgot your password?',
  backToLogin: 'Back to login',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordRule: `At least ${PASSWORD_MIN_LENGTH} characters, with upper and lower case letters and a number.`,
  passwordsDiffer: 'The passwords do not match.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  code: 'Code',
  resetDone: 'Your password has been changed. Log in with your new password.',
  totpCodeStep: {
    heading: 'Enter your sign-in code',
    intro: 'Open your authenticator app and enter the 6-digit code it shows for this site.',
    submit: 'Verify code',
  },
  totpSetupStep: {
    heading: 'Set up your authenticator app',
    intro:
      'Staff must use an authenticator app to sign in. Scan the QR code with the app (for example Google Authenticator or Microsoft Authenticator), or type the key into it, then enter the 6-digit code it shows.',
    submit: 'Verify and log in',
  },
} as const;

/** What a page that failed while rendering shows in its place. */
export const pageFailedText = {
  heading: 'This page could not be shown',
  message: 'Something went wrong while showing this page. Reload the page to try again.',
} as const;

/** The authenticator app (TOTP): enrolling it on the security page or at sign-in, and its codes. */
export const mfaText = {
  appName: 'Staff admin',
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
