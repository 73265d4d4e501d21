// The fields more than one sign-in step asks for: the e-mail address, and a new password with its
// confirmation.
import { useState } from 'react';
import { TextInputField } from '../../components/fields';
import { loginText, PASSWORD_MIN_LENGTH } from './texts';
import type { LoginFlow } from './loginFlow';

export function EmailField({ flow }: { flow: LoginFlow }) {
  return (
    <TextInputField
      label={loginText.email}
      type="email"
      name="email"
      autoComplete="username"
      value={flow.email}
      onChange={(event) => flow.setEmail(event.target.value)}
    />
  );
}

function passwordProblem(password: string, confirmation: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return loginText.passwordTooShort;
  if (password !== confirmation) return loginText.passwordsDiffer;
  return undefined;
}

/** The new password, why it cannot be chosen (if so), and its two fields. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fields = (
    <>
      <TextInputField
        label={loginText.newPassword}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={loginText.passwordRule}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextInputField
        label={loginText.confirmPassword}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
    </>
  );
  return { password, problem: passwordProblem(password, confirmation), fields };
}
