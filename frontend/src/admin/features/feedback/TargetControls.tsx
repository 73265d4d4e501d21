// The register's target controls: which items to show by where they stand against their targets,
// and in what order (newest first, or most pressing first).
import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { SelectOptions } from '../../components/SelectOptions';
import { registerText } from './registerTexts';

export interface TargetValues {
  show: keyof typeof registerText.list.filters;
  order: keyof typeof registerText.list.sorts;
}

function Select<Value extends string>(props: {
  label: string;
  labels: Readonly<Record<Value, string>>;
  value: Value;
  onChange(value: Value): void;
}) {
  return (
    <Field.Root maxW="xs" flex="1 1 12rem">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as Value)}
        >
          <SelectOptions labels={props.labels} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function TargetControls(props: {
  values: TargetValues;
  onChange(values: TargetValues): void;
}) {
  const { values, onChange } = props;
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" flex="1">
      <Select
        label={registerText.list.filter}
        labels={registerText.list.filters}
        value={values.show}
        onChange={(show) => onChange({ ...values, show })}
      />
      <Select
        label={registerText.list.sort}
        labels={registerText.list.sorts}
        value={values.order}
        onChange={(order) => onChange({ ...values, order })}
      />
    </Flex>
  );
}
