import { Button, Loader, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/**
 * A button that, while `busy`, shows a spinner and ignores presses. It is never disabled: a focused
 * button that becomes disabled drops keyboard focus to the page, so focus would be lost while the
 * page waits. aria-disabled says it is busy and gives it the disabled look.
 */
export function BusyButton({
  label,
  busy = false,
  onClick,
  ...props
}: Omit<ButtonProps, 'children' | 'loading' | 'disabled'> & {
  label: string;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      {...props}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy ? <Loader text={label}>{label}</Loader> : label}
    </Button>
  );
}

/** A form's submit button in the brand colour; while `busy` it ignores presses (Enter in a field too). */
export function SubmitButton({ label, busy = false }: { label: string; busy?: boolean }) {
  return <BusyButton type="submit" colorPalette="brand" label={label} busy={busy} />;
}
