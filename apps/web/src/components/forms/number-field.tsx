import { NumberInput, type NumberInputProps } from '@mantine/core';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

type NumberFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  Transformed,
> = UseControllerProps<T, N, Transformed> &
  Omit<NumberInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'defaultValue' | 'error'>;

/** A Mantine number input bound to a react-hook-form field, showing the field's error. */
export function NumberField<T extends FieldValues, N extends FieldPath<T>, Transformed = T>({
  control,
  name,
  rules,
  shouldUnregister,
  ...inputProps
}: NumberFieldProps<T, N, Transformed>) {
  const { field, fieldState } = useController({ control, name, rules, shouldUnregister });
  return (
    <NumberInput
      {...inputProps}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      error={fieldState.error?.message}
    />
  );
}
