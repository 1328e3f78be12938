import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminPlan } from '@homekeep/contracts/catalog';
import { NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { showSuccessToast } from '@/lib/toast';
import { useCreatePlanMutation, useUpdatePlanMutation } from '../api/admin-catalog-api';
import {
  planBody,
  planFormSchema,
  planFormValues,
  type PlanFormValues,
} from '../catalog-form-values';
import { EditorModal } from './editor-modal';

/** Adds a maintenance plan or changes one; its product follows it. */
export function PlanForm({ plan, onClose }: { plan?: AdminPlan | undefined; onClose: () => void }) {
  const [create, created] = useCreatePlanMutation();
  const [update, updated] = useUpdatePlanMutation();
  const form = useForm<PlanFormValues>({
    defaultValues: planFormValues(plan),
    resolver: zodResolver(planFormSchema),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const body = planBody(values);
    const result = plan ? await update({ id: plan.id, body }) : await create(body);
    if ('data' in result) {
      showSuccessToast(`${body.name} was saved.`);
      onClose();
    }
  });
  const number = (
    name: 'price' | 'sortOrder' | 'visitsPerYear',
    label: string,
    extra: object = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          withAsterisk
          min={0}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          error={errors[name]?.message}
          {...extra}
        />
      )}
    />
  );
  return (
    <EditorModal
      opened
      title={plan ? `Edit ${plan.name}` : 'Add a plan'}
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
      <Textarea
        label="Description"

        minRows={2}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {number('price', 'Price (USD)', {
          decimalScale: 2,
          prefix: '$',
          thousandSeparator: ',',
        })}
        <Controller
          control={form.control}
          name="interval"
          render={({ field }) => (
            <Select
              label="Billed every"
              data={[
                { value: 'month', label: 'Month' },
                { value: 'year', label: 'Year' },
              ]}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
            />
          )}
        />
        {number('sortOrder', 'Position', { description: '1 comes first', min: 1 })}
        {number('visitsPerYear', 'Visits a year', {
          description: 'Plan visits, spread evenly over the year',
          max: 52,
        })}
      </SimpleGrid>
      <Textarea
        label="Features"
        description="One per line, as residents see them."

        minRows={3}
        error={errors.features?.message}
        {...form.register('features')}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label="Offered to residents"
            description="Off hides it from new subscriptions; existing ones keep it."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </EditorModal>
  );
}
