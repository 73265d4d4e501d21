// Labelled form fields for the admin forms: a visible label tied to its control, the required
// marker, and an optional hint read out with the control. The sign-in screens use these, so the
// editing forms' text areas and selects live apart (draftFields.tsx) and stay out of /login's code.
import { Field, Input } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

interface Labelled {
  label: string;
  hint?: string;
  required?: boolean;
}

/** The label, required marker and hint around one control; Chakra's Field ties them together. */
export function LabelledField({
  label,
  hint,
  required = true,
  children,
}: Labelled & { children: ReactNode }) {
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
  required,
  ...input
}: Labelled & ComponentProps<typeof Input>) {
  return (
    <LabelledField label={label} hint={hint} required={required}>
      <Input {...input} />
    </LabelledField>
  );
}
