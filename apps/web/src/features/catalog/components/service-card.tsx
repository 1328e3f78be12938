import type { Service } from '@homekeep/contracts/catalog';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { ServiceArtwork } from './service-artwork';
import classes from './service-card.module.css';

export function ServiceCard({ service }: { service: Service }) {
  const luxe = service.kind === 'luxe';
  // The detail's back link returns to this very list page and search.
  const { pathname, search } = useLocation();
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component="article"
      aria-label={service.name}
      className={luxe ? `${classes.card} ${classes.luxe}` : classes.card}
    >
      <div className={classes.media}>
        <ServiceArtwork
          name={service.name}
          kind={service.kind}
          imageUrl={service.imageUrl}
          h="100%"
        />
      </div>
      <Stack gap={6} className={classes.body}>
        <Title order={3} size="h4">
          <Link
            to={paths.homeService(service.id)}
            state={{ from: `${pathname}${search}` }}
            className={classes.link}
          >
            {service.name}
          </Link>
        </Title>
        <Text size="sm" c="dimmed" className={classes.description}>
          {service.description}
        </Text>
        <Group justify="space-between" align="center" mt="auto" pt={4}>
          <Text fw={700} c={luxe ? '#8a6a1f' : 'brand.8'}>
            {formatMoney(service.priceCents, service.currency)}
          </Text>
          <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-6)" />
        </Group>
      </Stack>
    </Card>
  );
}
