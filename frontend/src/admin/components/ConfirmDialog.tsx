// Asks before anything is deleted, or before another step that cannot be undone (an e-mail sent).
// Chakra's dialog traps focus while open and returns it to the control that opened it, or to
// `finalFocus` where the page says so (that control is gone once its item is deleted); Cancel has
// focus first, so Enter never confirms by accident. The confirming button keeps focus while busy.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { commonText } from '../texts';
import { BusyButton } from './SubmitButton';

export function ConfirmDialog(props: {
  open: boolean;
  question: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Where focus goes as the dialog closes; the control that opened it when not given. */
  finalFocus?: () => HTMLElement | null;
  /** A question that is not a deletion (sending an e-mail): its title and button. */
  title?: string;
  confirmLabel?: string;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(details) => !details.open && props.onCancel()}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={props.finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{props.title ?? commonText.confirmDeleteTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{props.question}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={props.onCancel}>
                {commonText.cancel}
              </Button>
              <BusyButton
                colorPalette={props.confirmLabel ? 'brand' : 'red'}
                label={props.confirmLabel ?? commonText.confirmDelete}
                busy={props.busy}
                onClick={props.onConfirm}
              />
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
