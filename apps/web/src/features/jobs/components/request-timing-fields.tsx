import { FieldGrid } from '@/components/forms/field-grid';
import { NativeSelect, TextInput } from '@mantine/core';
import {
  localToday,
  urgencyOptions,
  windowOptions,
  type NewRequestErrors,
  type NewRequestValues,
} from '../new-request-values';

type RequestTimingFieldsProps = {
  values: NewRequestValues;
  errors: NewRequestErrors;
  onChange: (field: 'urgency' | 'preferredDate' | 'preferredTimeWindow', value: string) => void;
};

/** How urgent the request is and when suits the resident. */
export function RequestTimingFields({ values, errors, onChange }: RequestTimingFieldsProps) {
  return (
    <FieldGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <NativeSelect
        label="Urgency"
        data={urgencyOptions}
        value={values.urgency}
        onChange={(event) => onChange('urgency', event.currentTarget.value)}
      />
      <TextInput
        label="Preferred date (optional)"
        type="date"
        min={localToday()}
        value={values.preferredDate}
        onChange={(event) => onChange('preferredDate', event.currentTarget.value)}
        error={errors.preferredDate}
      />
      <NativeSelect
        label="Preferred time"
        data={windowOptions}
        value={values.preferredTimeWindow}
        onChange={(event) => onChange('preferredTimeWindow', event.currentTarget.value)}
      />
    </FieldGrid>
  );
}
