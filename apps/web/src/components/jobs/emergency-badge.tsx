import type { Urgency } from '@homekeep/contracts/jobs';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * Marks an emergency on every screen that lists or shows a job: the word and an icon on a dark
 * red ground (white text at more than 4.5:1), never the colour alone. Nothing for other urgencies.
 */
export function EmergencyBadge({
  urgency,
  size = 'md',
}: {
  urgency: Urgency;
  size?: BadgeProps['size'];
}) {
  if (urgency !== 'emergency') return null;
  return (
    <Badge
      color="red.9"
      variant="filled"
      size={size}
      w="fit-content"
      leftSection={<IconAlertTriangle size={12} stroke={2.5} aria-hidden />}
    >
      Emergency
    </Badge>
  );
}

/** Still waiting after operations were alerted: told plainly who is finding a vendor. */
export const findingVendorText = (planVisit: boolean) =>
  `Our team is finding a vendor for this ${planVisit ? 'visit' : 'job'}; we will tell you when someone takes it.`;
