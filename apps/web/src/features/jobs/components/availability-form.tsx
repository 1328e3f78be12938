import { availabilityProblem, type AvailabilityWindow } from '@homekeep/contracts/appointments';
import { Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { defaultWindow, spanOfValues, valuesOfSpan, type SpanValues } from '@/lib/appointment-time';
import { showSuccessToast } from '@/lib/toast';
import { useSetRequestAvailabilityMutation } from '../api/appointments-api';
import { AvailabilityFields } from './availability-fields';

type AvailabilityFormProps = {
  requestId: string;
  availability: AvailabilityWindow[];
  timezone: string;
  onDone: () => void;
};

/** The resident says when they are home after sending the request (a plan visit asks for it). */
export function AvailabilityForm({
  requestId,
  availability,
  timezone,
  onDone,
}: AvailabilityFormProps) {
  const [windows, setWindows] = useState<SpanValues[]>(() =>
    availability.length > 0
      ? availability.map((window) => valuesOfSpan(window, timezone))
      : [defaultWindow('', 'morning')],
  );
  const [error, setError] = useState<string>();
  const [save, { isLoading }] = useSetRequestAvailabilityMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (windows.length === 0) return setError('Add at least one window.');
    if (windows.some((window) => !window.date || !window.from || !window.to))
      return setError('Give each window a day and both times.');
    const spans = windows.map((window) => spanOfValues(window, timezone));
    const problem = availabilityProblem(spans, new Date());
    if (problem) return setError(problem);
    setError(undefined);
    const result = await save({ id: requestId, availability: spans });
    if ('data' in result) {
      showSuccessToast('Your availability was sent.');
      onDone();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Your availability">
      <Stack gap="sm">
        <AvailabilityFields
          windows={windows}
          onChange={setWindows}
          preferredDate=""
          preferredTimeWindow="morning"
          timezone={timezone}
          error={error}
          legend="When you are home"
          hint="Offer up to five windows: the vendor who takes the job books a time inside one, and it is confirmed at once."
        />
        <Group gap="sm">
          <Button type="submit" loading={isLoading}>
            Send my availability
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
