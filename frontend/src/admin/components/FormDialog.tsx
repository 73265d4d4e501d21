// A modal form (add job, add review, add or edit employee). Chakra's dialog traps focus, closes on
// Escape and returns focus to the button that opened it.
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { commonText } from '../texts';
import { SubmitButton } from './SubmitButton';

export function FormDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  busy?: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => !details.open && props.onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{props.children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={props.onClose}>
                  {commonText.cancel}
                </Button>
                <SubmitButton label={props.submitLabel} busy={props.busy} />
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={commonText.cancel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
