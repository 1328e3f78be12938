import { useController } from 'react-hook-form';
import type { VendorLookupList } from '../api/vendor-choices-api';
import { LookupSelect } from './lookup-select';

type LookupFieldProps = {
  /** The form field (in the surrounding form's context) that holds the chosen id. */
  name: string;
  list: VendorLookupList;
  label: string;
  placeholder: string;
};

/** A lookup select bound to a field of the surrounding form, showing that field's error. */
export function LookupField({ name, ...select }: LookupFieldProps) {
  const { field, fieldState } = useController<Record<string, string | null>>({ name });
  return (
    <LookupSelect
      {...select}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
