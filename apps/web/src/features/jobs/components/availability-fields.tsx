import '@mantine/core/styles/Fieldset.css';
import { MAX_AVAILABILITY_WINDOWS } from '@homekeep/contracts/appointments';
import { ActionIcon, Button, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { defaultWindow, viewerZone, type SpanValues } from '@/lib/appointment-time';
import classes from './availability-fields.module.css';

type AvailabilityFieldsProps = {
  windows: SpanValues[];
  onChange: (windows: SpanValues[]) => void;
  /** The preferred date and window a new window starts from. */
  preferredDate: string;
  preferredTimeWindow: string;
  timezone: string;
  error?: string | undefined;
  /** The fieldset's name and its explanation, when they differ from the request form's. */
  legend?: string;
  hint?: string;
};

/** Up to five windows when the resident is home: a day and two times each. */
export function AvailabilityFields(props: AvailabilityFieldsProps) {
  const { windows, onChange, timezone, error } = props;
  const set = (index: number, field: keyof SpanValues, value: string) =>
    onChange(windows.map((window, at) => (at === index ? { ...window, [field]: value } : window)));
  const add = () => {
    const last = windows.at(-1);
    const next = last
      ? { ...last, date: nextDay(last.date) }
      : defaultWindow(props.preferredDate, props.preferredTimeWindow);
    onChange([...windows, next]);
  };
  // Removing the last window takes its button away; the focus goes to the add button. Another
  // window's removal leaves a button in its place (windows are kept by position).
  const addButton = useRef<HTMLButtonElement>(null);
  const removedLast = useRef(false);
  const remove = (index: number) => {
    removedLast.current = index === windows.length - 1;
    onChange(windows.filter((_, at) => at !== index));
  };
  useEffect(() => {
    if (!removedLast.current) return;
    removedLast.current = false;
    addButton.current?.focus();
  }, [windows.length]);
  return (
    <Fieldset legend={props.legend ?? 'When you are home (optional)'} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {props.hint ??
            `Offer up to ${MAX_AVAILABILITY_WINDOWS} windows: a vendor booking inside one is confirmed at once. Without any, your preferred date and time make one.`}
          {timezone !== viewerZone() &&
            ` Times are in the property's zone, ${timezone.replaceAll('_', ' ')}.`}
        </Text>
        {windows.map((window, index) => (
          <div key={index} className={classes.window}>
            <TextInput
              label={`Window ${index + 1}: day`}
              type="date"
              value={window.date}
              onChange={(event) => set(index, 'date', event.currentTarget.value)}
              className={classes.day}
            />
            <TextInput
              label="From"
              type="time"
              value={window.from}
              onChange={(event) => set(index, 'from', event.currentTarget.value)}
              className={classes.from}
            />
            <TextInput
              label="To"
              type="time"
              value={window.to}
              onChange={(event) => set(index, 'to', event.currentTarget.value)}
              className={classes.to}
            />
            <ActionIcon
              variant="subtle"
              color="red.9"
              size={36}
              aria-label={`Remove window ${index + 1}`}
              title="Remove this window"
              className={classes.remove}
              onClick={() => remove(index)}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
        {windows.length < MAX_AVAILABILITY_WINDOWS && (
          <Button ref={addButton} variant="default" onClick={add} w="fit-content">
            {windows.length === 0 ? 'Add a window' : 'Add another window'}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}

function nextDay(date: string) {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
