import { chakra } from '@chakra-ui/react';
import { EMPLOYMENT_TYPES, opportunitiesText } from './content/careers';
import type { JobFilterState } from './jobFilter';

const text = opportunitiesText.filters;

/** The two groups of filter checkboxes: employment type and location. */
export function JobFilters({
  filter,
  locations,
  onChange,
}: {
  filter: JobFilterState;
  /** The states to offer (locationOptions in ./jobFilter.ts). */
  locations: readonly string[];
  onChange: (filter: JobFilterState) => void;
}) {
  const toggle = (group: keyof JobFilterState, value: string, checked: boolean) => {
    const next = new Set(filter[group]);
    if (checked) next.add(value);
    else next.delete(value);
    onChange({ ...filter, [group]: next });
  };
  return (
    <chakra.div
      role="group"
      aria-labelledby="job-filters-heading"
      bg="brand.50"
      borderRadius="xl"
      p={6}
    >
      <chakra.h2 id="job-filters-heading" fontSize="xl" fontWeight="bold" color="brand.700" mb={4}>
        {text.heading}
      </chakra.h2>
      <CheckboxGroup
        legend={text.employmentType}
        name="type"
        options={EMPLOYMENT_TYPES}
        chosen={filter.types}
        onToggle={(value, checked) => toggle('types', value, checked)}
      />
      <CheckboxGroup
        legend={text.location}
        name="location"
        options={locations}
        chosen={filter.locations}
        onToggle={(value, checked) => toggle('locations', value, checked)}
      />
    </chakra.div>
  );
}

function CheckboxGroup({
  legend,
  name,
  options,
  chosen,
  onToggle,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  chosen: ReadonlySet<string>;
  onToggle: (value: string, checked: boolean) => void;
}) {
  return (
    <chakra.fieldset mb={4} _last={{ mb: 0 }}>
      <chakra.legend fontWeight="semibold" mb={1}>
        {legend}
      </chakra.legend>
      {options.map((option) => (
        <chakra.label
          key={option}
          display="flex"
          alignItems="center"
          gap={3}
          minH="target"
          cursor="pointer"
        >
          <chakra.input
            type="checkbox"
            name={name}
            value={option}
            checked={chosen.has(option)}
            onChange={(event) => onToggle(option, event.currentTarget.checked)}
            w="1.25rem"
            h="1.25rem"
            accentColor="brand.700"
            cursor="pointer"
          />
          {option}
        </chakra.label>
      ))}
    </chakra.fieldset>
  );
}
