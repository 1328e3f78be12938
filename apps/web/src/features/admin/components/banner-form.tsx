import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminBanner } from '@homekeep/contracts/catalog';
import { NumberInput, Switch, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { showSuccessToast } from '@/lib/toast';
import { useCreateBannerMutation, useUpdateBannerMutation } from '../api/admin-catalog-api';
import {
  bannerBody,
  bannerFormSchema,
  bannerFormValues,
  type BannerFormValues,
} from '../catalog-form-values';
import { EditorModal } from './editor-modal';
import { ImageUrlField } from './image-url-field';

/** Adds a banner or changes one. */
export function BannerForm({
  banner,
  onClose,
}: {
  banner?: AdminBanner | undefined;
  onClose: () => void;
}) {
  const [create, created] = useCreateBannerMutation();
  const [update, updated] = useUpdateBannerMutation();
  const form = useForm<BannerFormValues>({
    defaultValues: bannerFormValues(banner),
    resolver: zodResolver(bannerFormSchema),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const body = bannerBody(values);
    const result = banner ? await update({ id: banner.id, body }) : await create(body);
    if ('data' in result) {
      showSuccessToast(`${body.title} was saved.`);
      onClose();
    }
  });
  return (
    <EditorModal
      opened
      title={banner ? `Edit ${banner.title}` : 'Add a banner'}
      saving={created.isLoading || updated.isLoading}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        label="Title"
        withAsterisk
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextInput label="Subtitle" error={errors.subtitle?.message} {...form.register('subtitle')} />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUrlField
            label="Image"
            required
            value={field.value}
            onChange={field.onChange}
            error={errors.imageUrl?.message}
          />
        )}
      />
      <TextInput
        label="Link"
        description="Where the banner leads: a page here (/contact-us) or a web address"
        error={errors.linkUrl?.message}
        {...form.register('linkUrl')}
      />
      <Controller
        control={form.control}
        name="sortOrder"
        render={({ field }) => (
          <NumberInput
            label="Position"
            description="1 comes first"
            min={1}
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
            error={errors.sortOrder?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label="Shown"
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </EditorModal>
  );
}
