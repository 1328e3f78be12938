import { MAX_CLOCK_ADVANCE_SECONDS } from '@homekeep/contracts/clock';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  NativeSelect,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useAdvanceTestClockMutation, useGetTestClockQuery } from './api/admin-clock-api';
import { formatDateTime } from './admin-format';
import { AdminScreen } from './components/admin-screen';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { messageFor } from '@/lib/api';

const HOUR = 3600;
const DAY = 86_400;
const PRESETS = [
  { label: '1 hour', seconds: HOUR },
  { label: '1 day', seconds: DAY },
  { label: '7 days', seconds: 7 * DAY },
  { label: '30 days', seconds: 30 * DAY },
];
const UNITS = [
  { value: String(HOUR), label: 'hours' },
  { value: String(DAY), label: 'days' },
];

/** An offset as days and hours, the way an operator thinks of a jump in time. */
export function describeOffset(seconds: number) {
  const days = Math.floor(seconds / DAY);
  const hours = Math.floor((seconds % DAY) / HOUR);
  const parts = [days ? `${days} ${days === 1 ? 'day' : 'days'}` : '', hours ? `${hours} h` : ''];
  return parts.filter(Boolean).join(' ') || (seconds > 0 ? 'under an hour' : 'none');
}

/** How far the product's time is from the real one, in words. */
const offsetLine = (seconds: number) =>
  seconds > 0
    ? `Ahead of the real time by ${describeOffset(seconds)}.`
    : 'In step with the real time.';

/** The test clock: see the product's time, move it forward, and let every due job run. */
export function AdminTestClockScreen() {
  const clock = useGetTestClockQuery();
  const [advance, advancing] = useAdvanceTestClockMutation();
  const [amount, setAmount] = useState<number | string>(2);
  const [unit, setUnit] = useState(String(DAY));
  const [result, setResult] = useState<string | null>(null);

  const move = async (seconds: number, label: string) => {
    setResult(null);
    const moved = await advance({ seconds });
    if (moved.data) {
      setResult(
        `Moved ${label} ahead. Every job due by ${formatDateTime(moved.data.now)} has run.`,
      );
    }
  };
  return (
    <AdminScreen
      title="Test clock"
      purpose="Move the product's time forward to see renewals, retries and reminders happen; every job due by the new time runs before the move completes."
    >
      {clock.data ? (
        <ClockControls
          now={clock.data.now}
          offsetSeconds={clock.data.offsetSeconds}
          busy={advancing.isLoading}
          result={result}
          onMove={(seconds, label) => void move(seconds, label)}
          amount={amount}
          setAmount={setAmount}
          unit={unit}
          setUnit={setUnit}
        />
      ) : clock.isLoading ? (
        <LoadingState label="Loading the test clock" />
      ) : clock.error && 'status' in clock.error && clock.error.status === 404 ? (
        <Alert color="gray" title="No test clock here">
          The test clock exists only with test payments (PAYMENTS_MODE=test).
        </Alert>
      ) : (
        <ErrorState
          title="The test clock could not be loaded"
          message={messageFor(clock.error)}
          onRetry={() => void clock.refetch()}
        />
      )}
    </AdminScreen>
  );
}

interface ControlsProps {
  now: string;
  offsetSeconds: number;
  busy: boolean;
  result: string | null;
  onMove: (seconds: number, label: string) => void;
  amount: number | string;
  setAmount: (value: number | string) => void;
  unit: string;
  setUnit: (value: string) => void;
}

function ClockControls({
  now,
  offsetSeconds,
  busy,
  result,
  onMove,
  amount,
  setAmount,
  unit,
  setUnit,
}: ControlsProps) {
  const customSeconds = Math.round(Number(amount) * Number(unit));
  const customValid =
    Number.isFinite(customSeconds) &&
    customSeconds >= 1 &&
    customSeconds <= MAX_CLOCK_ADVANCE_SECONDS;
  return (
    <>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Product time
          </Text>
          <Text fw={700} size="xl" aria-live="polite">
            {formatDateTime(now)}
          </Text>
          <Text size="sm">{offsetLine(offsetSeconds)}</Text>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Text fw={600}>Move forward</Text>
          <Group gap="sm">
            {PRESETS.map((preset) => (
              <Button
                key={preset.label}
                variant="light"
                disabled={busy}
                onClick={() => onMove(preset.seconds, preset.label)}
              >
                + {preset.label}
              </Button>
            ))}
          </Group>
          <Group gap="sm" align="flex-end">
            <NumberInput
              label="Custom amount"
              min={1}
              allowDecimal={false}
              value={amount}
              onChange={setAmount}
              w={140}
            />
            <NativeSelect
              label="Unit"
              data={UNITS}
              value={unit}
              onChange={(e) => setUnit(e.currentTarget.value)}
              w={120}
            />
            <Button
              disabled={!customValid || busy}
              onClick={() => onMove(customSeconds, describeOffset(customSeconds))}
            >
              Move forward
            </Button>
          </Group>
          {busy && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">Moving the clock and running the jobs due by then…</Text>
            </Group>
          )}
          {result && !busy && (
            <Alert color="teal" role="status" title="Done">
              {result}
            </Alert>
          )}
        </Stack>
      </Card>
    </>
  );
}
