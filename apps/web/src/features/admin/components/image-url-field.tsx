import { fileUrl, IMAGE_FILE_TYPES, MAX_FILE_BYTES } from '@homekeep/contracts/files';
import { Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useUploadFileMutation } from '@/lib/files-api';

type ImageUrlFieldProps = {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  required?: boolean;
};

/**
 * An image as a link, typed or uploaded. An upload fills the field with the file's unsigned path,
 * which serves it to everyone once the catalogue shows it; until then the preview uses the
 * upload's own signed address.
 */
export function ImageUrlField({
  label,
  value,
  onChange,
  error,
  required = false,
}: ImageUrlFieldProps) {
  const [upload, { isLoading }] = useUploadFileMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ path: string; preview: string } | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    if (!(IMAGE_FILE_TYPES as readonly string[]).includes(file.type))
      return setProblem(`"${file.name}" is not a JPEG, PNG or WebP image.`);
    if (file.size > MAX_FILE_BYTES) return setProblem(`"${file.name}" is larger than 10 MB.`);
    setProblem(null);
    const result = await upload(file);
    if (!('data' in result) || !result.data) return;
    const path = fileUrl(result.data.id);
    setUploaded({ path, preview: result.data.url });
    onChange(path);
  };
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={label}
          withAsterisk={required}
          description="Upload an image, or give a link to one"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={problem ?? error}
        />
        <FileButton onChange={(file) => void choose(file)} accept={IMAGE_FILE_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={isLoading}
            >
              Upload image
            </Button>
          )}
        </FileButton>
      </Group>
      {value && (
        <Group gap="xs">
          <Image
            src={uploaded?.path === value ? uploaded.preview : value}
            alt=""
            h={64}
            w={112}
            fit="cover"
            radius="sm"
          />
          <Text size="xs" c="dimmed">
            Preview
          </Text>
        </Group>
      )}
    </Stack>
  );
}
