// Asks before anything is deleted. Chakra's dialog traps focus while open and returns it to the
// control that opened it; Cancel has focus first, so Enter never deletes by accident.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { commonText } from '../texts';

export function ConfirmDialog(props: {
  open: boolean;
  question: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(details) => !details.open && props.onCancel()}
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{commonText.confirmDeleteTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{props.question}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={props.onCancel}>
                {commonText.cancel}
              </Button>
              <Button
                colorPalette="red"
                loading={props.busy}
                loadingText={commonText.confirmDelete}
                onClick={props.onConfirm}
              >
                {commonText.confirmDelete}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
