import { Button } from '@chakra-ui/react';

/** A form's submit button in the brand colour; while `busy` it shows a spinner and is disabled. */
export function SubmitButton({ label, busy = false }: { label: string; busy?: boolean }) {
  return (
    <Button type="submit" colorPalette="brand" loading={busy} loadingText={label}>
      {label}
    </Button>
  );
}
