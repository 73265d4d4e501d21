// What a staff member needs to add the account to an authenticator app: the QR code, and the key
// as text for typing (in groups of four, as the apps show it).
import { Box, Code, Stack, Text } from '@chakra-ui/react';
import { mfaText } from './texts';
import { QrCode } from './QrCode';

export function TotpEnrolment({ secret, setupUri }: { secret: string; setupUri: string }) {
  return (
    <Stack gap="3" align="flex-start">
      <Box borderWidth="1px" borderRadius="md" p="2" bg="white">
        <QrCode text={setupUri} label={mfaText.qrLabel} />
      </Box>
      <Text id="totp-secret-label" fontWeight="medium">
        {mfaText.secretLabel}
      </Text>
      <Code
        aria-labelledby="totp-secret-label"
        fontSize="md"
        px="2"
        py="1"
        wordBreak="break-all"
        whiteSpace="normal"
        userSelect="all"
      >
        {secret.match(/.{1,4}/g)?.join(' ')}
      </Code>
    </Stack>
  );
}
