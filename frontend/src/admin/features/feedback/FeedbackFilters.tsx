// The register's filters: a status and a kind, each 'All' or one value; the list and the export
// follow them.
import { Box, Field, Flex, NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_STATUS_LABELS,
} from '../../../../../schema/contract/feedback';
import { feedbackText } from '../../texts';

export interface FeedbackFilterValues {
  status: string;
  kind: string;
}

function Choice(props: {
  label: string;
  labels: Readonly<Record<string, string>>;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Field.Root maxW="xs" flex="1 1 12rem">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">{feedbackText.filters.all}</option>
          {Object.entries(props.labels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function FeedbackFilters(props: {
  values: FeedbackFilterValues;
  onChange(values: FeedbackFilterValues): void;
}) {
  const { values, onChange } = props;
  return (
    <Box as="fieldset" border="0" p="0" m="0" minW="0" flex="1">
      <VisuallyHidden as="legend">{feedbackText.filters.label}</VisuallyHidden>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Choice
          label={feedbackText.filters.status}
          labels={FEEDBACK_STATUS_LABELS}
          value={values.status}
          onChange={(status) => onChange({ ...values, status })}
        />
        <Choice
          label={feedbackText.filters.kind}
          labels={FEEDBACK_KIND_LABELS}
          value={values.kind}
          onChange={(kind) => onChange({ ...values, kind })}
        />
      </Flex>
    </Box>
  );
}
