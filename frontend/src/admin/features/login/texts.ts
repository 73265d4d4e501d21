// The sign-in page's texts: a module apart from the other admin texts (../../texts.ts), which /login
// does not load. The outcome messages are the product's error catalogue, word for word.
import { USER_POOL_SETTINGS } from '../../../../../schema/contract/authSettings';

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
} as const;
