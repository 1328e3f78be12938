import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  type ButtonProps,
} from '@mantine/core';
import { useState } from 'react';
import { messageFor } from '@/lib/api';

/** What a confirmed change came to: done, or the server's refusal, said in the dialog. */
export type Outcome = { done: true } | { refused: string };

/** The outcome of a mutation's result. */
export const outcomeOf = (
  result: { data: unknown } | { error: FetchBaseQueryError | SerializedError },
): Outcome => ('error' in result ? { refused: messageFor(result.error) } : { done: true });

type ConfirmActionProps = {
  /** The button that opens the question. */
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  /** Ask for a reason, required before confirming. */
  reason?: { label: string };
  /** Also ask for an optional message to the people concerned, apart from the reason. */
  note?: { label: string; description: string };
  danger?: boolean;
  busy?: boolean;
  buttonProps?: ButtonProps;
  onConfirm: (reason: string, note: string) => Promise<Outcome>;
};

/**
 * A change that is hard to take back asks first, and takes a reason when one is recorded. A
 * refusal stays said in the dialog, with what was typed, until the operator tries again or
 * cancels.
 */
export function ConfirmAction({
  label,
  title,
  message,
  confirmLabel,
  reason,
  note,
  danger = true,
  busy = false,
  buttonProps,
  onConfirm,
}: ConfirmActionProps) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [noteText, setNoteText] = useState('');
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const missing = reason !== undefined && text.trim() === '';
  const close = () => {
    setOpened(false);
    setText('');
    setNoteText('');
    setTried(false);
    setRefused(null);
  };
  const confirm = async () => {
    setTried(true);
    if (missing) return;
    setRefused(null);
    const outcome = await onConfirm(text.trim(), noteText.trim());
    if ('refused' in outcome) setRefused(outcome.refused);
    else close();
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color={danger ? 'red' : undefined}
        onClick={() => setOpened(true)}
        {...buttonProps}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Stack gap="md">
          <Text>{message}</Text>
          {reason && (
            <Textarea
              label={reason.label}
              withAsterisk
              minRows={2}
              maxLength={200}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={
                tried && missing ? 'Give a reason: it is recorded in the audit log' : undefined
              }
            />
          )}
          {note && (
            <Textarea
              label={note.label}
              description={note.description}
              minRows={3}
              maxLength={5000}
              value={noteText}
              onChange={(event) => setNoteText(event.currentTarget.value)}
            />
          )}
          {refused && (
            <Alert color="red" role="alert" title="Not done">
              {refused}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              color={danger ? 'red' : undefined}
              onClick={() => void confirm()}
              loading={busy}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
