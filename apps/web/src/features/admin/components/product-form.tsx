import type { AdminProduct, UpdateProductBody } from '@homekeep/contracts/catalog';
import { NumberInput, Switch, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showSuccessToast } from '@/lib/toast';
import { useUpdateProductMutation } from '../api/admin-catalog-api';
import { EditorModal } from './editor-modal';

/**
 * Changes a product. The product of a plan or a service takes its name and price from it, so
 * only its description and availability change here.
 */
export function ProductForm({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateProductMutation();
  const linked = product.kind !== 'custom_maintenance_request';
  const [description, setDescription] = useState(product.description);
  const [price, setPrice] = useState<number | string>(product.priceCents / 100);
  const [active, setActive] = useState(product.active);
  const priceProblem = typeof price !== 'number' || price < 0 ? 'Enter a price of 0 or more' : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!linked && priceProblem) return;
    const body: UpdateProductBody = { description: description.trim(), active };
    if (!linked) body.priceCents = Math.round(Number(price) * 100);
    const result = await update({ id: product.id, body });
    if ('data' in result) {
      showSuccessToast(`${product.name} was saved.`);
      onClose();
    }
  };
  return (
    <EditorModal
      opened
      title={`Edit ${product.name}`}
      saving={isLoading}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {linked && (
        <Text size="sm" c="dimmed">
          This product sells a {product.kind === 'service' ? 'service' : 'plan'}: its name and price
          follow it. Change them on the {product.kind === 'service' ? 'Services' : 'Plans'} tab.
        </Text>
      )}
      <Textarea
        label="Description"

        minRows={2}
        maxLength={5000}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <NumberInput
        label="Price (USD)"
        prefix="$"
        thousandSeparator=","
        decimalScale={2}
        min={0}
        value={price}
        onChange={setPrice}
        disabled={linked}
        error={!linked ? priceProblem : undefined}
      />
      <Switch
        label="On sale"
        description="Off: it can no longer be bought; past payments keep it."
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
    </EditorModal>
  );
}
