import { signIn } from 'aws-amplify/auth';
import { useState } from 'react';
import { configureAuth } from '../../auth/amplifyAuth';
import { TextInputField } from '../../components/fields';
import { loginText } from './texts';
import { EmailField } from './loginFields';
import type { LoginFlow } from './loginFlow';
import { StepForm, StepLink } from './StepForm';

/** E-mail and password, and the way to a password reset. */
export function SignInStep({ flow }: { flow: LoginFlow }) {
  const [password, setPassword] = useState('');

  const send = async () => {
    const username = flow.email.trim();
    await configureAuth();
    const output = await signIn({
      username,
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    setPassword('');
    await flow.follow(output, username);
  };

  return (
    <StepForm
      flow={flow}
      texts={loginText.signInStep}
      send={send}
      after={
        <StepLink flow={flow} to={{ kind: 'resetRequest' }} label={loginText.forgotPassword} />
      }
    >
      <EmailField flow={flow} />
      <TextInputField
        label={loginText.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </StepForm>
  );
}
