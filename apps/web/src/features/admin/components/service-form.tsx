import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminService } from '@homekeep/contracts/catalog';
import {
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { showSuccessToast } from '@/lib/toast';
import { useCreateServiceMutation, useUpdateServiceMutation } from '../api/admin-catalog-api';
import {
  serviceBody,
  serviceFormSchema,
  serviceFormValues,
  type ServiceFormValues,
} from '../catalog-form-values';
import { EditorModal } from './editor-modal';
import { ImageUrlField } from './image-url-field';

/** Adds a service (no `service` given) or changes one. */
export function ServiceForm({
  service,
  onClose,
}: {
  service?: AdminService | undefined;
  onClose: () => void;
}) {
  const [create, created] = useCreateServiceMutation();
  const [update, updated] = useUpdateServiceMutation();
  const form = useForm<ServiceFormValues>({
    defaultValues: serviceFormValues(service),
    resolver: zodResolver(serviceFormSchema),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const body = serviceBody(values);
    const result = service ? await update({ id: service.id, body }) : await create(body);
    if ('data' in result) {
      showSuccessToast(`${body.name} was saved.`);
      onClose();
    }
  });
  return (
    <EditorModal
      opened
      title={service ? `Edit ${service.name}` : 'Add a service'}
      saving={created.isLoading || updated.isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        label="Name"
        withAsterisk
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="service-kind">
              Kind
            </Text>
            <SegmentedControl
              aria-labelledby="service-kind"
              data={[
                { value: 'home', label: 'Home' },
                { value: 'luxe', label: 'SYMN Luxe' },
              ]}
              value={field.value}
              onChange={field.onChange}
            />
          </Stack>
        )}
      />
      <Textarea
        label="Description"

        minRows={3}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="price"
        render={({ field }) => (
          <NumberInput
            label="Price (USD)"
            withAsterisk
            min={0}
            decimalScale={2}
            prefix="$"
            thousandSeparator=","
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
            error={errors.price?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUrlField
            label="Image"
            value={field.value}
            onChange={field.onChange}
            error={errors.imageUrl?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label="Offered to residents"
            description="Off hides it from the catalogue; old requests keep it."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </EditorModal>
  );
}
