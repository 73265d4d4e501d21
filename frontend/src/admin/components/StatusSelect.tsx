// A labelled select of an item's statuses (a message's, a referral's, an application's), for a
// status form or a list's filter. With `anyLabel` it offers "any status" first, as the value ''.
import { Field, NativeSelect } from '@chakra-ui/react';
import type { FieldRootProps } from '@chakra-ui/react';
import { SelectOptions } from './SelectOptions';

export function StatusSelect<Value extends string>(props: {
  label: string;
  labels: Readonly<Record<Value, string>>;
  value: NoInfer<Value> | '';
  onChange(value: NoInfer<Value> | ''): void;
  /** The first option, for no status in particular; left out, a status must be chosen. */
  anyLabel?: string;
  /** How the field sits in its row of fields. */
  flex?: FieldRootProps['flex'];
  maxW?: FieldRootProps['maxW'];
}) {
  return (
    <Field.Root flex={props.flex} maxW={props.maxW}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as Value | '')}
        >
          {props.anyLabel === undefined ? null : <option value="">{props.anyLabel}</option>}
          <SelectOptions labels={props.labels} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
