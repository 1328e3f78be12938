import type { VendorEquipment } from '@homekeep/contracts/vendors';
import { Group, Pill, Text } from '@mantine/core';

type OwnedEquipmentProps = {
  items: VendorEquipment[];
  onRemove: (item: VendorEquipment) => void;
};

/** The equipment the vendor lists, each with a way to remove it. */
export function OwnedEquipment({ items, onRemove }: OwnedEquipmentProps) {
  if (items.length === 0) {
    return (
      <Text c="dimmed">
        No equipment listed yet. Add what you bring to jobs, such as ladders or a pressure washer.
      </Text>
    );
  }
  return (
    <Group gap="xs" aria-label="Your equipment" role="list">
      {items.map((item) => (
        <Pill
          key={item.equipmentId}
          size="lg"
          withRemoveButton
          role="listitem"
          onRemove={() => onRemove(item)}
          // The pill's own remove button is hidden from the keyboard and screen readers.
          removeButtonProps={{
            'aria-label': `Remove ${item.name}`,
            'aria-hidden': false,
            tabIndex: 0,
          }}
        >
          {item.name}
        </Pill>
      ))}
    </Group>
  );
}
