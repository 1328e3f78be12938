import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import {
  MAX_COMPLETION_PHOTOS,
  NEXT_STATUS,
  ORDER_STATUS_LABELS,
  type VendorOrder,
} from '@homekeep/contracts/jobs';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useUpdateOrderStatusMutation } from '../api/vendor-orders-api';
import { PhotoUploadField, type UploadedPhoto } from '@/components/forms/photo-upload-field';
import { messageFor } from '@/lib/api';
import { showSuccessToast } from '@/lib/toast';

const ACTIONS = { en_route: 'On my way', in_progress: 'Start work', completed: 'Mark completed' };

type NextStatusFormProps = {
  order: VendorOrder;
  /** Once the job is completed, and so leaves the jobs in hand. */
  onCompleted?: (order: VendorOrder) => void;
};

/**
 * Moves the vendor's job one step on, with an optional note for the resident. Completing cannot
 * be taken back, so it asks first and takes a summary of the work instead of a short note.
 */
export function NextStatusForm({ order, onCompleted }: NextStatusFormProps) {
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [update, { isLoading, error }] = useUpdateOrderStatusMutation();
  const next = NEXT_STATUS[order.status];
  if (!next || !(next in ACTIONS)) return null;
  const label = ACTIONS[next as keyof typeof ACTIONS];

  const send = async () => {
    const result = await update({
      id: order.id,
      status: next,
      ...(note.trim() ? { note } : {}),
      ...(next === 'completed' && photos.length > 0
        ? { photoFileIds: photos.map((photo) => photo.id) }
        : {}),
    });
    if (!('error' in result)) {
      setNote('');
      setPhotos([]);
      setConfirming(false);
      showSuccessToast(`"${order.title}" is now ${ORDER_STATUS_LABELS[next].toLowerCase()}.`);
      if (next === 'completed') onCompleted?.(order);
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (next === 'completed') setConfirming(true);
    else void send();
  };

  return (
    <form onSubmit={submit} aria-label={`Update ${order.title}`}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {next !== 'completed' && (
          <TextInput
            label="Note (optional)"
            placeholder="e.g. Arriving in 20 minutes"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={1000}
            style={{ flex: '1 1 200px' }}
          />
        )}
        <Button type="submit" loading={isLoading && !confirming}>
          {label}
        </Button>
      </Group>
      {error && !confirming ? <Refusal error={error} /> : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Mark “${order.title}” completed?`}
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text size="sm">
            The resident is told the work is done, and the job moves to Completed. This cannot be
            undone.
          </Text>
          <Textarea
            label="Summary for the resident (optional)"
            placeholder="What was done, parts used, anything to watch"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={3}
          />
          <PhotoUploadField
            label="Photos of the work (optional)"
            value={photos}
            onChange={setPhotos}
            max={MAX_COMPLETION_PHOTOS}
            onUploadingChange={setUploading}
          />
          {error ? <Refusal error={error} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={isLoading}>
              Not yet
            </Button>
            <Button onClick={() => void send()} loading={isLoading} disabled={uploading}>
              Mark completed
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}

function Refusal({ error }: { error: Parameters<typeof messageFor>[0] }) {
  return (
    <Alert color="red" role="alert" title="The job did not move on" mt="xs">
      {messageFor(error)}
    </Alert>
  );
}
