import { confirmSignIn } from 'aws-amplify/auth';
import { mfaErrorText } from '../../mfa/mfaErrors';
import { useOneTimeCode } from '../../mfa/OneTimeCodeField';
import { mfaText } from '../../mfa/texts';
import type { LoginFlow } from './loginFlow';
import { BackToLogin, StepForm } from './StepForm';

/** Answers the sign-in's authenticator step with the typed code; a refusal says why in our words. */
export async function confirmWithCode(
  flow: LoginFlow,
  oneTimeCode: ReturnType<typeof useOneTimeCode>,
): Promise<void> {
  try {
    const output = await confirmSignIn({ challengeResponse: oneTimeCode.code });
    await flow.follow(output, flow.email.trim());
  } catch (error) {
    oneTimeCode.reset();
    const text = mfaErrorText(error);
    throw text ? new Error(text, { cause: error }) : error;
  }
}

/** Sign-in of a staff member with an authenticator app: the code it shows now. */
export function TotpCodeStep({ flow }: { flow: LoginFlow }) {
  const oneTimeCode = useOneTimeCode();
  return (
    <StepForm
      flow={flow}
      texts={mfaText.codeStep}
      problem={oneTimeCode.problem}
      send={() => confirmWithCode(flow, oneTimeCode)}
      after={<BackToLogin flow={flow} />}
    >
      {oneTimeCode.field}
    </StepForm>
  );
}
