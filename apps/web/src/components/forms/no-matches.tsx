import { Text } from '@mantine/core';

/**
 * What a searchable field found nothing for, said under the field and announced. Mantine's own
 * `nothingFoundMessage` is drawn inside the empty listbox, which is then a listbox without
 * options (axe: aria-required-children, critical); without it the empty list stays closed.
 */
export function NoMatches({ message }: { message: string | null | undefined }) {
  return (
    <Text size="sm" c="dimmed" role="status" mt={message ? 4 : 0}>
      {message}
    </Text>
  );
}

/** Whether any option's label holds what was typed, as a searchable Mantine field filters. */
export const anyLabelHolds = (options: { label: string }[], typed: string) => {
  const wanted = typed.trim().toLowerCase();
  return options.some((option) => option.label.toLowerCase().includes(wanted));
};
