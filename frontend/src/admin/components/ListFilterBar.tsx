// A list's filter bar: its own fields, a status, Apply and Export CSV in one wrapping row. The filters live in
// the address (useFilterParams), so reload and Back keep the view; the fields hold what staff
// choose until they apply it, and start again from the address whenever it changes.
import { Flex } from '@chakra-ui/react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ExportCsvButton } from './ExportCsvButton';
import { StatusSelect } from './StatusSelect';
import { SubmitButton } from './SubmitButton';

export type FilterValues<Name extends string> = Record<Name, string>;

/** The filters kept in the address (each filter's parameter by its name): '' where none is set. */
export function useFilterParams<Name extends string>(params: Readonly<Record<Name, string>>) {
  const [search, setSearch] = useSearchParams();
  const names = Object.keys(params) as Name[];
  const values = Object.fromEntries(
    names.map((name) => [name, search.get(params[name]) ?? '']),
  ) as FilterValues<Name>;
  /** A new address with the filters that have a value, and nothing else. */
  const apply = (next: FilterValues<Name>) => {
    const address = new URLSearchParams();
    for (const name of names) if (next[name]) address.set(params[name], next[name]);
    setSearch(address);
  };
  return { values, apply };
}

interface BarProps<Name extends string> {
  /** Each filter's parameter in the address, by its name: `status` and the list's own. */
  params: Readonly<Record<Name | 'status', string>>;
  /** The filters as the address has them, those it names wrongly left out (''). */
  values: FilterValues<Name | 'status'>;
  /** The form's name for assistive technology: its label, or the search landmark. */
  name: { 'aria-label': string } | { role: 'search' };
  /** The status filter, after the list's own fields; its first option is any status (''). */
  statuses: { label: string; labels: Readonly<Record<string, string>>; anyLabel: string };
  applyLabel: string;
  /** Export CSV, after Apply: it exports what the address filters, not what is chosen. */
  exportCsv: ComponentProps<typeof ExportCsvButton>;
  /** The list's own fields, given what is chosen and how to choose another value. */
  children(chosen: FilterValues<Name>, choose: (name: Name, value: string) => void): ReactNode;
}

function FilterForm<Name extends string>(props: BarProps<Name>) {
  const { apply } = useFilterParams(props.params);
  const [chosen, setChosen] = useState(props.values);
  const choose = (name: Name | 'status', value: string) =>
    setChosen((current) => ({ ...current, [name]: value }));
  return (
    <Flex
      as="form"
      {...props.name}
      gap="3"
      align="flex-end"
      wrap="wrap"
      mb="4"
      onSubmit={(event) => {
        event.preventDefault();
        // Spaces around a search find nothing more; no job or status has any.
        apply(
          Object.fromEntries(
            Object.entries<string>(chosen).map(([name, value]) => [name, value.trim()]),
          ) as FilterValues<Name | 'status'>,
        );
      }}
    >
      {props.children(chosen, choose)}
      <StatusSelect
        {...props.statuses}
        value={chosen.status}
        onChange={(status) => choose('status', status)}
        flex="0 1 12rem"
      />
      <SubmitButton label={props.applyLabel} busy={false} />
      <ExportCsvButton {...props.exportCsv} />
    </Flex>
  );
}

export function ListFilterBar<Name extends string>(props: BarProps<Name>) {
  // A new address (Back, a link) starts the fields again from it.
  return <FilterForm key={Object.values(props.values).join(' ')} {...props} />;
}
