import { MAX_REQUEST_PHOTOS } from '@homekeep/contracts/jobs';
import type { Property } from '@homekeep/contracts/properties';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCreateMaintenanceRequestMutation } from '../api/maintenance-requests-api';
import {
  checkNewRequest,
  emptyRequest,
  type NewRequestErrors,
  type NewRequestValues,
} from '../new-request-values';
import { AvailabilityFields } from './availability-fields';
import { RequestPrice } from './request-price';
import { RequestTimingFields } from './request-timing-fields';
import { ServiceSelect } from './service-select';
import { QueryState } from '@/components/feedback/query-state';
import { PhotoUploadField } from '@/components/forms/photo-upload-field';
import { paths } from '@/config/paths';
import { PROPERTY_CHOICES, useGetPropertiesQuery } from '@/lib/resources/properties-api';

type NewRequestFormProps = {
  serviceId: string | null;
  onCreated: (id: string) => void;
  onCancel: () => void;
};

/** Asks for a service at one of the resident's properties. */
export function NewRequestForm(props: NewRequestFormProps) {
  const properties = useGetPropertiesQuery(PROPERTY_CHOICES);
  return (
    <QueryState
      query={properties}
      loadingLabel="Loading your properties..."
      errorTitle="Your properties could not be loaded"
      empty={{
        title: 'Add a property first',
        message: 'A request is for one of your properties, so that the vendor knows where to go.',
        action: (
          <Button component={Link} to={paths.newProperty} mt="sm">
            Add a property
          </Button>
        ),
      }}
    >
      {({ data }) => <RequestForm {...props} properties={data} />}
    </QueryState>
  );
}

function RequestForm({
  serviceId,
  onCreated,
  onCancel,
  properties,
}: NewRequestFormProps & { properties: Property[] }) {
  const [create, { isLoading: saving }] = useCreateMaintenanceRequestMutation();
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<NewRequestErrors>({});
  const [values, setValues] = useState(() => emptyRequest(serviceId));
  const set = (field: keyof NewRequestValues) => (value: unknown) =>
    setValues((current) => ({ ...current, [field]: value }));
  const propertyId = values.propertyId || properties[0]!.id;
  const property = properties.find((choice) => choice.id === propertyId) ?? properties[0]!;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewRequest(values, property);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    const result = await create(checked.body);
    if ('data' in result && result.data) onCreated(result.data.id);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="New maintenance request">
      <Stack gap="md">
        <NativeSelect
          label="Property"
          withAsterisk
          data={properties.map((property) => ({ value: property.id, label: property.name }))}
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
        <RequestTimingFields
          values={values}
          errors={errors}
          onChange={(field, value) => set(field)(value)}
        />
        <AvailabilityFields
          windows={values.availability}
          onChange={set('availability')}
          preferredDate={values.preferredDate}
          preferredTimeWindow={values.preferredTimeWindow}
          timezone={property.timezone}
          error={errors.availability}
        />
        <PhotoUploadField
          label="Photos (optional)"
          value={values.photos}
          onChange={set('photos')}
          max={MAX_REQUEST_PHOTOS}
          onUploadingChange={setUploading}
          error={errors.photoFileIds}
        />
        <RequestPrice propertyId={propertyId} serviceId={values.serviceId} />
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
