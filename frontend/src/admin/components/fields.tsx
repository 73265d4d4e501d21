// Labelled form fields for the admin forms: a visible label tied to its control, the required
// marker, and an optional hint read out with the control.
import { Field, Input, Textarea } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

interface Labelled {
  label: string;
  hint?: string;
  required?: boolean;
}

/** The label, required marker and hint around one control; Chakra's Field ties them together. */
function LabelledField({ label, hint, required, children }: Labelled & { children: ReactNode }) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator aria-hidden="true" />
      </Field.Label>
      {children}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}

export function TextInputField({
  label,
  hint,
  required = true,
  ...input
}: Labelled & ComponentProps<typeof Input>) {
  return (
    <LabelledField label={label} hint={hint} required={required}>
      <Input {...input} />
    </LabelledField>
  );
}

export function TextAreaField({
  label,
  hint,
  required = true,
  ...textarea
}: Labelled & ComponentProps<typeof Textarea>) {
  return (
    <LabelledField label={label} hint={hint} required={required}>
      <Textarea {...textarea} />
    </LabelledField>
  );
}
