import '@mantine/core/styles/AspectRatio.css';
import { IMAGE_FILE_TYPES, MAX_FILE_BYTES } from '@homekeep/contracts/files';
import {
  ActionIcon,
  AspectRatio,
  Button,
  Group,
  Image,
  Input,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import classes from './photo-upload-field.module.css';
import { useUploadFilesMutation } from '@/lib/files-api';

export type UploadedPhoto = { id: string; url: string };

type PhotoUploadFieldProps = {
  label: string;
  value: UploadedPhoto[];
  onChange: (photos: UploadedPhoto[]) => void;
  max: number;
  description?: string;
  error?: string | undefined;
  /** Told whether an upload is under way, so a form can wait before saving. */
  onUploadingChange?: (uploading: boolean) => void;
};

const MAX_PER_UPLOAD = 10;
const megabytes = MAX_FILE_BYTES / (1024 * 1024);

/** Problems the server would refuse anyway, told before the upload starts. */
function photoProblem(file: File): string | null {
  if (!(IMAGE_FILE_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG or WebP image.`;
  }
  if (file.size > MAX_FILE_BYTES) return `"${file.name}" is larger than ${megabytes} MB.`;
  return null;
}

type PhotoUploadOptions = Pick<
  PhotoUploadFieldProps,
  'value' | 'onChange' | 'max' | 'onUploadingChange'
>;

/** Checks the chosen files, uploads them in batches and adds them to the photos. */
export function usePhotoUpload({ value, onChange, max, onUploadingChange }: PhotoUploadOptions) {
  const [upload, { isLoading }] = useUploadFilesMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  const room = max - value.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    const refused = chosen.map(photoProblem).find(Boolean);
    if (refused) return setProblem(refused);
    if (chosen.length > room) {
      return setProblem(`You can add ${room} more photo${room === 1 ? '' : 's'} (at most ${max}).`);
    }
    setProblem(null);
    setPending(chosen.length);
    onUploadingChange?.(true);
    const uploaded: UploadedPhoto[] = [];
    for (let start = 0; start < chosen.length; start += MAX_PER_UPLOAD) {
      const result = await upload(chosen.slice(start, start + MAX_PER_UPLOAD));
      if (!result.data) break;
      uploaded.push(...result.data.map(({ id, url }) => ({ id, url })));
    }
    setPending(0);
    onUploadingChange?.(false);
    if (uploaded.length > 0) onChange([...value, ...uploaded]);
  };

  return { choose, isLoading, problem, pending, room };
}

/** Choose photos, upload them at once, preview them and remove any before saving. */
export function PhotoUploadField({
  label,
  value,
  onChange,
  max,
  description,
  error,
  onUploadingChange,
}: PhotoUploadFieldProps) {
  const { choose, isLoading, problem, pending, room } = usePhotoUpload({
    value,
    onChange,
    max,
    onUploadingChange,
  });

  return (
    <Input.Wrapper
      label={label}
      description={description ?? `JPEG, PNG or WebP, up to ${megabytes} MB each, ${max} at most.`}
      error={problem ?? error}
    >
      <Stack gap="sm" mt={6}>
        {value.length > 0 && (
          <PhotoPreviews
            photos={value}
            onRemove={(photo) => onChange(value.filter((p) => p.id !== photo.id))}
          />
        )}
        <Group gap="sm">
          <PhotoPicker label="Add photos" upload={{ choose, isLoading, room }}>
            Add photos
          </PhotoPicker>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {isLoading
              ? `Uploading ${pending} photo${pending === 1 ? '' : 's'}...`
              : `${value.length} of ${max} photos`}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

type PhotoPickerProps = {
  /** The file input's accessible name. */
  label: string;
  upload: Pick<ReturnType<typeof usePhotoUpload>, 'choose' | 'isLoading' | 'room'>;
  size?: 'xs' | 'sm' | 'md';
  children: ReactNode;
};

/**
 * The file input (visually hidden, focusable and labelled) with the button that shows it and its
 * keyboard focus.
 */
export function PhotoPicker({ label, upload, size, children }: PhotoPickerProps) {
  const inputId = useId();
  return (
    <>
      <input
        id={inputId}
        className={classes.fileInput}
        type="file"
        accept={IMAGE_FILE_TYPES.join(',')}
        multiple
        disabled={upload.isLoading || upload.room <= 0}
        onChange={(event) => void upload.choose(event)}
        aria-label={label}
      />
      <Button
        component="label"
        htmlFor={inputId}
        className={classes.chooseButton}
        variant="default"
        size={size}
        leftSection={<IconPhotoPlus size={18} aria-hidden />}
        loading={upload.isLoading}
        disabled={upload.room <= 0}
        aria-hidden
        tabIndex={-1}
      >
        {children}
      </Button>
    </>
  );
}

type PhotoPreviewsProps = { photos: UploadedPhoto[]; onRemove: (photo: UploadedPhoto) => void };

function PhotoPreviews({ photos, onRemove }: PhotoPreviewsProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
      {photos.map((photo, index) => (
        <Paper key={photo.id} withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
          <AspectRatio ratio={4 / 3}>
            <Image src={photo.url} alt={`Photo ${index + 1}`} fit="cover" />
          </AspectRatio>
          <ActionIcon
            pos="absolute"
            top={6}
            right={6}
            color="red"
            variant="filled"
            radius="xl"
            aria-label={`Remove photo ${index + 1}`}
            onClick={() => onRemove(photo)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
