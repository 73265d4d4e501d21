import { Button, Loader } from '@chakra-ui/react';

/**
 * A form's submit button in the brand colour; while `busy` it shows a spinner and ignores presses
 * (Enter in a field as well). It is never disabled: a focused button that becomes disabled drops
 * keyboard focus to the page, so after Save focus would be lost. aria-disabled says it is busy and
 * gives it the disabled look.
 */
export function SubmitButton({ label, busy = false }: { label: string; busy?: boolean }) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? <Loader text={label}>{label}</Loader> : label}
    </Button>
  );
}
