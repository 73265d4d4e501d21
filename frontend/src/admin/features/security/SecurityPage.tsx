// /admin/security: a staff member sets up an authenticator app for their own account (a QR code
// and the key as text, then a code from the app to prove it works), and with staff MFA optional
// may turn it off again. Shown only when cdk.json's "staffMfa" is not off (/config.json).
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import {
  fetchMFAPreference,
  fetchUserAttributes,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../paths';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import { SubmitButton } from '../../components/SubmitButton';
import { errorMessage } from '../../data/errorMessage';
import { mfaErrorText } from '../../mfa/mfaErrors';
import { useOneTimeCode } from '../../mfa/OneTimeCodeField';
import { TotpEnrolment } from '../../mfa/TotpEnrolment';
import { useStaffMfa } from '../../mfa/useStaffMfa';
import { TOTP_APP_NAME } from '../../mfa/appName';
import { mfaText } from '../../mfa/texts';

interface Enrolment {
  secret: string;
  setupUri: string;
}

function failureText(error: unknown): string {
  console.error('Authenticator app call failed', error);
  return mfaErrorText(error) ?? errorMessage(error) ?? mfaText.failed;
}

function SecuritySettings({ required }: { required: boolean }) {
  const { status, show, clear } = useStatus();
  const [enabled, setEnabled] = useState<boolean>();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const oneTimeCode = useOneTimeCode();

  useEffect(() => {
    fetchMFAPreference().then(
      (preference) => setEnabled(preference.enabled?.includes('TOTP') ?? false),
      (error: unknown) => show('error', failureText(error)),
    );
  }, [show]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    clear();
    try {
      await action();
    } catch (error) {
      show('error', failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      const [details, attributes] = await Promise.all([setUpTOTP(), fetchUserAttributes()]);
      const account = attributes.email ?? '';
      setEnrolment({
        secret: details.sharedSecret,
        setupUri: details.getSetupUri(TOTP_APP_NAME, account).toString(),
      });
      oneTimeCode.reset();
    });

  const verify = () => {
    if (oneTimeCode.problem) {
      show('error', oneTimeCode.problem);
      return;
    }
    void run(async () => {
      try {
        await verifyTOTPSetup({ code: oneTimeCode.code });
      } finally {
        oneTimeCode.reset();
      }
      await updateMFAPreference({ totp: 'PREFERRED' });
      setEnrolment(null);
      setEnabled(true);
      show('success', mfaText.enabled);
    });
  };

  const turnOff = () =>
    run(async () => {
      await updateMFAPreference({ totp: 'DISABLED' });
      setEnabled(false);
      show('success', mfaText.turnedOff);
    });

  if (enabled === undefined && !status) return <Loading />;

  return (
    <Stack gap="4" maxW="xl">
      <Text>{mfaText.intro}</Text>
      {required && <Text>{mfaText.required}</Text>}
      <StatusMessage status={status} />
      {enabled !== undefined && (
        <Text fontWeight="medium">{enabled ? mfaText.statusOn : mfaText.statusOff}</Text>
      )}
      {enrolment ? (
        <Box
          as="form"
          borderWidth="1px"
          borderRadius="md"
          p="4"
          onSubmit={(event) => {
            event.preventDefault();
            verify();
          }}
        >
          <Stack gap="4">
            <TotpEnrolment secret={enrolment.secret} setupUri={enrolment.setupUri} />
            {oneTimeCode.field}
            <Stack direction="row" gap="3" wrap="wrap">
              <SubmitButton label={mfaText.verify} busy={busy} />
              <Button variant="outline" onClick={() => setEnrolment(null)} disabled={busy}>
                {mfaText.cancel}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        enabled !== undefined && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align="flex-start">
            <Button colorPalette="brand" onClick={() => void start()} loading={busy}>
              {enabled ? mfaText.replace : mfaText.start}
            </Button>
            {enabled && !required && (
              <Button variant="outline" onClick={() => void turnOff()} disabled={busy}>
                {mfaText.turnOff}
              </Button>
            )}
          </Stack>
        )
      )}
    </Stack>
  );
}

export function SecurityPage() {
  const staffMfa = useStaffMfa();
  if (staffMfa === undefined) return <Loading />;
  if (staffMfa === 'off') return <Navigate to={paths.adminMessages} replace />;
  return (
    <>
      <PageHeading>{mfaText.pageHeading}</PageHeading>
      <SecuritySettings required={staffMfa === 'required'} />
    </>
  );
}
