// What a staff member needs to add the account to an authenticator app: the QR code, and the key
// as text for typing (in groups of four, as the apps show it). The key takes Chakra's `code` recipe
// itself rather than through the system, so that the sign-in page's system (signInSystem.ts, its
// first load) need not hold it for this step, which loads only when a sign-in reaches it.
import { Box, chakra, Stack, Text, useRecipe } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import { mfaText } from './texts';
import { QrCode } from './QrCode';

export function TotpEnrolment({ secret, setupUri }: { secret: string; setupUri: string }) {
  const codeStyles = useRecipe({ recipe: codeRecipe })();
  return (
    <Stack gap="3" align="flex-start">
      <Box borderWidth="1px" borderRadius="md" p="2" bg="white">
        <QrCode text={setupUri} label={mfaText.qrLabel} />
      </Box>
      <Text id="totp-secret-label" fontWeight="medium">
        {mfaText.secretLabel}
      </Text>
      <chakra.code
        aria-labelledby="totp-secret-label"
        // The recipe's styles and these in one object: `css` wins over style props.
        css={{
          ...codeStyles,
          fontSize: 'md',
          px: '2',
          py: '1',
          wordBreak: 'break-all',
          whiteSpace: 'normal',
          userSelect: 'all',
        }}
      >
        {secret.match(/.{1,4}/g)?.join(' ')}
      </chakra.code>
    </Stack>
  );
}
