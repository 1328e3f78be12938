import { NativeSelect, TextInput } from '@mantine/core';
import { useGetUsStatesQuery } from '../api/us-states-api';

type UsStateFieldProps = {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
};

/** The state as a select of US states from the lookups; plain text if they cannot be loaded. */
export function UsStateField({ value, error, onChange, onBlur, name }: UsStateFieldProps) {
  const { data: states, isError, isLoading } = useGetUsStatesQuery();
  if (isError || (states && states.length === 0)) {
    return (
      <TextInput
        label="State"
        withAsterisk
        autoComplete="address-level1"
        name={name}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
    );
  }
  const options = states ?? [];
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <NativeSelect
      label="State"
      withAsterisk
      autoComplete="address-level1"
      name={name}
      value={value}
      error={error}
      disabled={isLoading}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      data={[
        { value: '', label: isLoading ? 'Loading states...' : 'Choose a state' },
        ...(known ? [] : [{ value, label: value }]),
        ...options,
      ]}
    />
  );
}
