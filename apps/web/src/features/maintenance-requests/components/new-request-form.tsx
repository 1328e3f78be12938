import {
  createRequestBodySchema,
  MAX_REQUEST_PHOTOS,
  type CreateRequestBody,
} from '@homekeep/contracts/maintenance-requests';
import { TIME_WINDOWS, URGENCIES } from '@homekeep/contracts/orders';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  useCreateMaintenanceRequestMutation,
  useGetRequestPropertyChoicesQuery,
} from '../api/maintenance-requests-api';
import { ServiceSelect } from './service-select';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { PhotoUploadField, type UploadedPhoto } from '@/components/forms/photo-upload-field';
import { paths } from '@/config/paths';

/** Today in the resident's own zone, as the date input counts days. */
const localToday = () =>
  new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const urgencyOptions = URGENCIES.map((value) => ({ value, label: capitalised(value) }));
const windowOptions = TIME_WINDOWS.map((value) => ({
  value,
  label: value === 'any' ? 'Any time' : capitalised(value),
}));

type NewRequestFormProps = {
  serviceId: string | null;
  onCreated: (id: string) => void;
  onCancel: () => void;
};

type Errors = Partial<Record<keyof CreateRequestBody, string>>;

/** Asks for a service at one of the resident's properties. */
export function NewRequestForm({ serviceId, onCreated, onCancel }: NewRequestFormProps) {
  const properties = useGetRequestPropertyChoicesQuery();
  const [create, { isLoading: saving }] = useCreateMaintenanceRequestMutation();
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [values, setValues] = useState({
    propertyId: '',
    serviceId,
    title: '',
    description: '',
    urgency: 'normal',
    preferredDate: '',
    preferredTimeWindow: 'any',
    photos: [] as UploadedPhoto[],
  });
  const set = (field: keyof typeof values) => (value: unknown) =>
    setValues((current) => ({ ...current, [field]: value }));

  if (properties.isLoading) return <LoadingState label="Loading your properties..." />;
  const choices = properties.data ?? [];
  if (choices.length === 0)
    return (
      <EmptyState
        title="Add a property first"
        message="A request is for one of your properties, so that the vendor knows where to go."
        action={
          <Button component={Link} to={paths.newProperty} mt="sm">
            Add a property
          </Button>
        }
      />
    );
  const propertyId = values.propertyId || choices[0]!.id;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      propertyId,
      serviceId: values.serviceId ?? '',
      description: values.description,
      urgency: values.urgency,
      preferredTimeWindow: values.preferredTimeWindow,
      photoFileIds: values.photos.map((photo) => photo.id),
      ...(values.title.trim() ? { title: values.title } : {}),
      ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
    };
    const parsed = createRequestBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof CreateRequestBody;
        found[field] ??= field === 'serviceId' ? 'Choose a service' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const result = await create(body as CreateRequestBody);
    if ('data' in result && result.data) onCreated(result.data.id);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New maintenance request">
      <Stack gap="md">
        <NativeSelect
          label="Property"
          withAsterisk
          data={choices.map((property) => ({ value: property.id, label: property.name }))}
          value={propertyId}
          onChange={(event) => set('propertyId')(event.currentTarget.value)}
          error={errors.propertyId}
        />
        <ServiceSelect
          value={values.serviceId}
          onChange={set('serviceId')}
          error={errors.serviceId}
        />
        <TextInput
          label="Title (optional)"
          description="A few words, such as Leaking kitchen tap"
          value={values.title}
          onChange={(event) => set('title')(event.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          label="What needs doing"
          withAsterisk
          rows={4}
          value={values.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
          error={errors.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NativeSelect
            label="Urgency"
            data={urgencyOptions}
            value={values.urgency}
            onChange={(event) => set('urgency')(event.currentTarget.value)}
          />
          <TextInput
            label="Preferred date (optional)"
            type="date"
            min={localToday()}
            value={values.preferredDate}
            onChange={(event) => set('preferredDate')(event.currentTarget.value)}
            error={errors.preferredDate}
          />
          <NativeSelect
            label="Preferred time"
            data={windowOptions}
            value={values.preferredTimeWindow}
            onChange={(event) => set('preferredTimeWindow')(event.currentTarget.value)}
          />
        </SimpleGrid>
        <PhotoUploadField
          label="Photos (optional)"
          value={values.photos}
          onChange={set('photos')}
          max={MAX_REQUEST_PHOTOS}
          onUploadingChange={setUploading}
          error={errors.photoFileIds}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={uploading}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
