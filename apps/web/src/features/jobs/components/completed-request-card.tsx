import type { MaintenanceRequest } from '@homekeep/contracts/jobs';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardAside } from '@/components/layout/card-aside';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '';

/** A finished job in the resident's list: what was done, where, by whom and when. */
export function CompletedRequestCard({ request }: { request: MaintenanceRequest }) {
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{request.title}</Text>
          <Text size="sm" c="dimmed">
            {request.service.name} · {request.property.name}
          </Text>
        </Stack>
        <CardAside>
          <Text size="sm">By {request.order.vendorCompanyName ?? 'a vendor'}</Text>
          <Text size="xs" c="dimmed">
            Completed {day(request.completedAt)}
          </Text>
          {request.payment.status === 'due' && (
            <Anchor
              component={Link}
              to={`${paths.maintenanceRequest}?id=${encodeURIComponent(request.id)}`}
              size="sm"
              fw={600}
            >
              Pay {formatMoney(request.payment.priceCents, request.payment.currency)}
            </Anchor>
          )}
          {request.payment.status === 'paid' && (
            <Text size="xs" c="dimmed">
              Paid {formatMoney(request.payment.priceCents, request.payment.currency)}
            </Text>
          )}
        </CardAside>
      </Group>
    </Card>
  );
}
