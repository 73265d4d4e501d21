// The editing forms' fields bound to a draft (jobs, testimonials, staff). Kept apart from
// fields.tsx, which the sign-in screens load, so /login's code holds no text area or select.
import type { Input } from '@chakra-ui/react';
import { NativeSelect, Textarea } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { LabelledField, TextInputField } from './fields';

/** The keys of a draft whose values are text. */
type TextKey<Draft> = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft];

/**
 * Required fields, each bound to one text property of a draft: `fields.input('title', label)`
 * shows `draft.title` and hands every change to `onChange` as a new draft.
 */
export function draftFields<Draft>(draft: Draft, onChange: (draft: Draft) => void) {
  const bind = (key: TextKey<Draft>) => ({
    value: String(draft[key]),
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...draft, [key]: event.target.value }),
  });
  return {
    input: (key: TextKey<Draft>, label: string, input: ComponentProps<typeof Input> = {}) => (
      <TextInputField label={label} {...input} {...bind(key)} />
    ),
    area: (key: TextKey<Draft>, label: string, rows: number) => (
      <LabelledField label={label}>
        <Textarea rows={rows} {...bind(key)} />
      </LabelledField>
    ),
    /** A choice of `options`; `placeholder` stands for none chosen yet (the value ''). */
    select: (
      key: TextKey<Draft>,
      label: string,
      options: readonly string[],
      placeholder: string,
    ) => (
      <LabelledField label={label}>
        <NativeSelect.Root>
          <NativeSelect.Field {...bind(key)}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </LabelledField>
    ),
  };
}
