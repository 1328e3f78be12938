import { Loader, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { NoMatches } from '@/components/forms/no-matches';

export type Option = { value: string; label: string };

type RemoteMultiSelectProps = {
  label: string;
  description?: string;
  placeholder?: string;
  withAsterisk?: boolean;
  error?: string | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Labels of the chosen values, as far as they are known when the form opens. */
  chosen: Option[];
  /** What the server found for the text typed so far. */
  found: Option[];
  searching: boolean;
  search: string;
  onSearchChange: (search: string) => void;
  nothingFound: string | undefined;
};

/**
 * A multi-select whose options come from a server-side search. Labels of chosen values are
 * remembered, so that a pill keeps its name when the next search no longer returns it.
 */
export function RemoteMultiSelect({
  chosen,
  found,
  searching,
  value,
  nothingFound,
  search,
  onChange,
  ...props
}: RemoteMultiSelectProps) {
  const [labels, setLabels] = useState<Record<string, string>>({});
  const known: Record<string, string> = {};
  for (const option of [...chosen, ...found]) known[option.value] = option.label;
  const labelOf = (item: string) => labels[item] ?? known[item] ?? item;

  // While a search is on its way, the previous answer is narrowed to what still matches, so
  // options do not jump about under the pointer when the new answer arrives.
  const typed = search.trim().toLowerCase();
  const shown = searching ? found.filter((o) => o.label.toLowerCase().includes(typed)) : found;
  const data: Option[] = value.map((item) => ({ value: item, label: labelOf(item) }));
  for (const option of shown) if (!value.includes(option.value)) data.push(option);

  const offered = data.length > value.length;
  const noMatches = !searching && search.trim() && !offered ? nothingFound : null;

  return (
    <div>
      <MultiSelect
        {...props}
        data={data}
        value={value}
        onChange={(next) => {
          setLabels((current) => {
            const kept = { ...current };
            for (const item of next) kept[item] ??= known[item] ?? item;
            return kept;
          });
          onChange(next);
        }}
        searchable
        searchValue={search}
        hidePickedOptions
        // The server has already filtered by what was typed.
        filter={({ options }) => options}
        rightSection={searching ? <Loader size={16} aria-hidden /> : undefined}
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
      />
      <NoMatches message={noMatches} />
    </div>
  );
}
