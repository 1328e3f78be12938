import '@mantine/core/styles/Progress.css';
import type { PasswordStrength } from '@homekeep/contracts/password-strength';
import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { APP_NAME } from '@/config/app';

type Judge = (password: string, userInputs?: string[]) => PasswordStrength;

// The judge and its dictionaries (several hundred kB) load on first use, never with the page.
let judgeLoading: Promise<Judge> | null = null;
const loadJudge = () =>
  (judgeLoading ??= import('@homekeep/contracts/password-strength').then(
    (module) => module.judgePassword,
  ));

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const COLORS = ['red.8', 'red.8', 'orange.9', 'teal.8', 'green.9'] as const;

type PasswordStrengthMeterProps = {
  password: string;
  /** The person's email and names: a password built on them (or on the product's name) is weak. */
  userInputs?: string[];
  /** The field itself says why the password is refused: the meter then gives only its level. */
  problemShown?: boolean;
};

/**
 * How strong the typed password is, judged as the server will judge it, with the reason when
 * it would be refused. Nothing shows until something is typed.
 */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
  problemShown = false,
}: PasswordStrengthMeterProps) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputs = [APP_NAME, ...userInputs].join('\n');

  useEffect(() => {
    if (!password) return;
    let current = true;
    void loadJudge().then((judge) => {
      if (current) setStrength(judge(password, inputs.split('\n')));
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);

  if (!password || !strength) return null;
  const label = `Strength of this password: ${LABELS[strength.score]}`;
  return (
    <Stack gap={4}>
      <Progress
        value={(strength.score + 1) * 20}
        color={COLORS[strength.score]}
        size="sm"
        aria-label={label}
      />
      <Text size="sm" c={COLORS[strength.score]} aria-live="polite">
        {(!problemShown && strength.problem) || label}
      </Text>
    </Stack>
  );
}
