// Labelled form fields for the admin forms: a visible label tied to its control, the required
// marker, and an optional hint read out with the control.
import { Field, Input, Textarea } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

interface Labelled {
  label: string;
  hint?: string;
  required?: boolean;
}

export function TextInputField({
  label,
  hint,
  required = true,
  ...input
}: Labelled & ComponentProps<typeof Input>) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator aria-hidden="true" />
      </Field.Label>
      <Input {...input} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}

export function TextAreaField({
  label,
  hint,
  required = true,
  ...textarea
}: Labelled & ComponentProps<typeof Textarea>) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator aria-hidden="true" />
      </Field.Label>
      <Textarea {...textarea} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
