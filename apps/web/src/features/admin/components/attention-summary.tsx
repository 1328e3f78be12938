import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useListOrdersQuery } from '../api/admin-operations-api';

type AttentionSummaryProps = {
  /** On the orders screen: filter to them; elsewhere the link opens the orders so filtered. */
  onShow?: () => void;
  showing?: boolean;
};

/** How many jobs wait for operations to find them a vendor, with the way to list them. */
export function AttentionSummary({ onShow, showing = false }: AttentionSummaryProps) {
  const { data } = useListOrdersQuery({ attention: 'true', page: 1, limit: 1 });
  const count = data?.meta.total ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={count === 1 ? '1 job needs a vendor' : `${count} jobs need a vendor`}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Nobody in its state offers the service, or nobody took it after every round of offers.
          Give it to a vendor from the job, or cancel it with a message to the resident.
        </Text>
        {!showing &&
          (onShow ? (
            <Button size="xs" variant="default" onClick={onShow}>
              Show them
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={`${paths.adminOrders}?attention=true`}
            >
              Show them
            </Button>
          ))}
      </Group>
    </Alert>
  );
}
