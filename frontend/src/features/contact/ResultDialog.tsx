import { chakra, Dialog } from '@chakra-ui/react';
import { contactPageText } from '../../content/contact';

export interface SendResult {
  ok: boolean;
  title: string;
  message: string;
}

/** The dialog after a send: a green tick or a red cross, a title, a message and Close. */
export function ResultDialog({
  result,
  onClose,
}: {
  result: SendResult | null;
  onClose: () => void;
}) {
  const ok = result?.ok ?? true;
  return (
    <Dialog.Root
      open={result !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={ok ? 'dialog' : 'alertdialog'}
    >
      <Dialog.Backdrop position="fixed" inset={0} bg="rgba(27, 27, 34, 0.6)" zIndex="overlay" />
      <Dialog.Positioner
        position="fixed"
        inset={0}
        zIndex="overlay"
        display="flex"
        alignItems="center"
        justifyContent="center"
        p={4}
      >
        <Dialog.Content
          bg="white"
          borderRadius="xl"
          boxShadow="lg"
          p={{ base: 6, md: 8 }}
          w="full"
          maxW="28rem"
          textAlign="center"
          outline="none"
        >
          <ResultIcon ok={ok} />
          <Dialog.Title fontSize="2xl" fontWeight="bold" lineHeight="short" mb={2}>
            {result?.title}
          </Dialog.Title>
          <Dialog.Description mb={6}>{result?.message}</Dialog.Description>
          <Dialog.ActionTrigger asChild>
            <chakra.button
              type="button"
              minH="target"
              px={6}
              borderRadius="full"
              bg="brand.700"
              color="white"
              fontWeight="semibold"
              cursor="pointer"
              _hover={{ bg: 'brand.800' }}
            >
              {contactPageText.result.close}
            </chakra.button>
          </Dialog.ActionTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

function ResultIcon({ ok }: { ok: boolean }) {
  return (
    <chakra.svg
      viewBox="0 0 48 48"
      width="64px"
      height="64px"
      mx="auto"
      mb={4}
      aria-hidden="true"
      focusable="false"
      color={ok ? 'success' : 'danger'}
      data-result={ok ? 'success' : 'failure'}
    >
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path
        d={ok ? 'M14 25l7 7 13-15' : 'M16 16l16 16M32 16L16 32'}
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </chakra.svg>
  );
}
