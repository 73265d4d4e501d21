// What the sign-in steps share: the step showing, the outcome message (which outlives a change of
// step, as "Your password has been changed" on the sign-in form does) and the e-mail address,
// typed once for signing in and for a reset.
import { resetPassword, type SignInOutput } from 'aws-amplify/auth';
import type { Status, StatusTone } from '../../components/StatusMessage';

export type Screen =
  | { kind: 'signIn' }
  | { kind: 'newPassword' }
  | { kind: 'totpCode' }
  | { kind: 'totpSetup'; secret: string; setupUri: string }
  | { kind: 'resetRequest' }
  | { kind: 'resetConfirm'; username: string; destination: string };

export interface LoginFlow {
  status: Status | null;
  show(tone: StatusTone, text: string): void;
  clear(): void;
  /** Shows another step, which starts with no outcome message. */
  goTo(screen: Screen): void;
  /** The step showing replaced another (not the first one shown). */
  stepChanged: boolean;
  /** Goes on after a sign-in call: into the admin, or to the step the user pool asks for. */
  follow(output: SignInOutput, username: string): Promise<void>;
  email: string;
  setEmail(email: string): void;
}

/** E-mails the user a reset code; the step that asks for it and the new password. */
export async function sendResetCode(username: string): Promise<Screen> {
  const { nextStep } = await resetPassword({ username });
  return {
    kind: 'resetConfirm',
    username,
    destination: nextStep.codeDeliveryDetails.destination ?? username,
  };
}
