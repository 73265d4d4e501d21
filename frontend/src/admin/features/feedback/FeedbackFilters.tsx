// The register's filters: a status and a kind, each 'All' or one value; the list and the export
// follow them.
import { Box, Flex, VisuallyHidden } from '@chakra-ui/react';
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_STATUS_LABELS,
  type FeedbackKindValue,
  type FeedbackStatusValue,
} from '../../../../../schema/contract/feedback';
import { StatusSelect } from '../../components/StatusSelect';
import { feedbackText } from '../../texts';

export interface FeedbackFilterValues {
  status: FeedbackStatusValue | '';
  kind: FeedbackKindValue | '';
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
        <StatusSelect
          label={feedbackText.filters.status}
          labels={FEEDBACK_STATUS_LABELS}
          anyLabel={feedbackText.filters.all}
          value={values.status}
          onChange={(status) => onChange({ ...values, status })}
          maxW="xs"
          flex="1 1 12rem"
        />
        <StatusSelect
          label={feedbackText.filters.kind}
          labels={FEEDBACK_KIND_LABELS}
          anyLabel={feedbackText.filters.all}
          value={values.kind}
          onChange={(kind) => onChange({ ...values, kind })}
          maxW="xs"
          flex="1 1 12rem"
        />
      </Flex>
    </Box>
  );
}
