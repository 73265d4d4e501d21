import { confirmResetPassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { TextInputField } from '../../components/fields';
import { loginText } from './texts';
import { useNewPassword } from './loginFields';
import type { LoginFlow } from './loginFlow';
import { BackToLogin, StepForm } from './StepForm';

/** The e-mailed code and a new password; then back to the sign-in form, which says it worked. */
export function ResetConfirmStep(props: {
  flow: LoginFlow;
  username: string;
  /** Where the code was sent, as the user pool shows it. */
  destination: string;
}) {
  const { flow, username } = props;
  const [code, setCode] = useState('');
  const newPassword = useNewPassword();
  return (
    <StepForm
      flow={flow}
      texts={loginText.resetConfirmStep(props.destination)}
      problem={newPassword.problem}
      send={async () => {
        await confirmResetPassword({
          username,
          confirmationCode: code.trim(),
          newPassword: newPassword.password,
        });
        flow.goTo({ kind: 'signIn' });
        flow.show('success', loginText.resetDone);
      }}
      after={<BackToLogin flow={flow} />}
    >
      <TextInputField
        label={loginText.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {newPassword.fields}
    </StepForm>
  );
}
