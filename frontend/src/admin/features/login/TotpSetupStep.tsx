import { useOneTimeCode } from '../../mfa/OneTimeCodeField';
import { TotpEnrolment } from '../../mfa/TotpEnrolment';
import { mfaText } from '../../mfa/texts';
import type { LoginFlow } from './loginFlow';
import { BackToLogin, StepForm } from './StepForm';
import { confirmWithCode } from './TotpCodeStep';

/** The pool requires an authenticator app and this staff member has none yet: enrol it now. */
export function TotpSetupStep(props: { flow: LoginFlow; secret: string; setupUri: string }) {
  const { flow } = props;
  const oneTimeCode = useOneTimeCode();
  return (
    <StepForm
      flow={flow}
      texts={mfaText.setupStep}
      problem={oneTimeCode.problem}
      send={() => confirmWithCode(flow, oneTimeCode)}
      after={<BackToLogin flow={flow} />}
    >
      <TotpEnrolment secret={props.secret} setupUri={props.setupUri} />
      {oneTimeCode.field}
    </StepForm>
  );
}
