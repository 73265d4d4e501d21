import { Field, Input } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

/** A labelled, required text input for the sign-in screens. */
export function TextField({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & ComponentProps<typeof Input>) {
  return (
    <Field.Root required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
