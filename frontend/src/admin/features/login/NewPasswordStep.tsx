import { confirmSignIn } from 'aws-amplify/auth';
import { loginText } from './texts';
import { useNewPassword } from './loginFields';
import type { LoginFlow } from './loginFlow';
import { BackToLogin, StepForm } from './StepForm';

/** The first sign-in of invited staff (or after an administrator's reset): their own password. */
export function NewPasswordStep({ flow }: { flow: LoginFlow }) {
  const newPassword = useNewPassword();
  return (
    <StepForm
      flow={flow}
      texts={loginText.newPasswordStep}
      problem={newPassword.problem}
      send={async () => {
        const output = await confirmSignIn({ challengeResponse: newPassword.password });
        await flow.follow(output, flow.email.trim());
      }}
      after={<BackToLogin flow={flow} />}
    >
      {newPassword.fields}
    </StepForm>
  );
}
