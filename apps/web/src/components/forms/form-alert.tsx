import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';

type FormAlertProps = { title: string; message: string | null };

/** A refusal of the whole form, said inside it, where the person is looking; read out at once. */
export function FormAlert({ title, message }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {message}
    </Alert>
  );
}
