// What a failed authenticator call tells the staff member, by the error Cognito (through Amplify)
// answered; undefined for errors that are not about the code.
import { mfaText } from './texts';

const BY_NAME: Record<string, string> = {
  CodeMismatchException: mfaText.wrongCode,
  EnableSoftwareTokenMFAException: mfaText.wrongCode,
  InvalidParameterException: mfaText.codeFormat,
};

export function mfaErrorText(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.message === 'Password attempts exceeded') return mfaText.tooManyCodes;
  if (error.message.startsWith('Invalid session for the user')) return mfaText.expired;
  return BY_NAME[error.name];
}
