import '@mantine/core/styles/Alert.css';
import { MAX_MESSAGE_FILES } from '@homekeep/contracts/messages';
import { ActionIcon, Alert, Button, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import { IconSend, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSendMessageMutation, type ThreadSide } from '../api/messages-api';
import {
  PhotoPicker,
  usePhotoUpload,
  type UploadedPhoto,
} from '@/components/forms/photo-upload-field';
import { messageFor } from '@/lib/api';

const MAX_LENGTH = 5000;

/**
 * Writes a message, with photos from the person's uploads. While sending the button says so; a
 * failed send keeps the text and the photos, says why and offers to try again.
 */
export function MessageComposer({ thread }: { thread: ThreadSide }) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading: sending }] = useSendMessageMutation();
  const upload = usePhotoUpload({ value: photos, onChange: setPhotos, max: MAX_MESSAGE_FILES });
  const empty = text.trim() === '' && photos.length === 0;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || sending || upload.isLoading) return;
    setFailure(null);
    const result = await send({
      ...thread,
      message: { body: text.trim(), fileIds: photos.map((photo) => photo.id) },
    });
    if ('error' in result) return setFailure(messageFor(result.error));
    setText('');
    setPhotos([]);
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Write a message">
      <Stack gap="xs">
        {failure && (
          <Alert color="red" title="Your message was not sent" role="alert">
            <Stack gap="xs">
              <Text size="sm">{failure}</Text>
              <Group>
                <Button size="xs" color="red" onClick={() => void submit()} loading={sending}>
                  Try again
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Textarea
          label="Message"
          placeholder="Write to the other person about this job"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
          }}
          description="Ctrl + Enter sends."
        />
        {photos.length > 0 && (
          <Group gap="xs" aria-label="Photos to send">
            {photos.map((photo, index) => (
              <div key={photo.id} style={{ position: 'relative' }}>
                <Image
                  src={photo.url}
                  alt={`Photo ${index + 1} to send`}
                  w={56}
                  h={56}
                  radius="sm"
                />
                <ActionIcon
                  size="sm"
                  radius="xl"
                  color="red"
                  variant="filled"
                  pos="absolute"
                  top={-6}
                  right={-6}
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => setPhotos(photos.filter((p) => p.id !== photo.id))}
                >
                  <IconX size={12} aria-hidden />
                </ActionIcon>
              </div>
            ))}
          </Group>
        )}
        {upload.problem && (
          <Text size="sm" c="red" role="alert">
            {upload.problem}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <PhotoPicker label="Attach photos" upload={upload} size="sm">
              Photo
            </PhotoPicker>
            <Text size="xs" c="dimmed" role="status" aria-live="polite">
              {upload.isLoading ? 'Uploading...' : sending ? 'Sending...' : ''}
            </Text>
          </Group>
          <Button
            type="submit"
            size="sm"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={sending}
            disabled={empty || upload.isLoading}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
