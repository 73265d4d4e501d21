import { configureAuth } from '../../auth/amplifyAuth';
import { loginText } from './texts';
import { EmailField } from './loginFields';
import { sendResetCode, type LoginFlow } from './loginFlow';
import { BackToLogin, StepForm } from './StepForm';

/** 'Forgot your password?': the address the reset code goes to. */
export function ResetRequestStep({ flow }: { flow: LoginFlow }) {
  return (
    <StepForm
      flow={flow}
      texts={loginText.resetRequestStep}
      send={async () => {
        await configureAuth();
        flow.goTo(await sendResetCode(flow.email.trim()));
      }}
      after={<BackToLogin flow={flow} />}
    >
      <EmailField flow={flow} />
    </StepForm>
  );
}
