import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconDiamond, IconReceipt } from '@tabler/icons-react';

const POINTS = [
  {
    icon: IconDiamond,
    title: 'Work for what most homes do not have',
    text: 'Pools and spas, wine cellars, home theaters, stone floors, saunas and private gardens: jobs that need a specialist rather than a handyman.',
  },
  {
    icon: IconCertificate,
    title: 'Done by specialists only',
    text: 'A Luxe job is offered only to vendors who list that specialty in their service area, never to every vendor nearby.',
  },
  {
    icon: IconReceipt,
    title: 'Asked for like any service',
    text: 'You request it for one of your properties and follow it under Requests. Prices are higher because the work is; your maintenance plan’s discount applies here too.',
  },
];

/** What SYMN Luxe is and how its services differ from the home services. */
export function LuxeExplainer() {
  return (
    <Stack component="section" aria-labelledby="luxe-what" gap="md">
      <Title id="luxe-what" order={2} size="h3">
        What SYMN Luxe is
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {POINTS.map(({ icon: PointIcon, title, text }) => (
          <Stack key={title} gap={6}>
            <ThemeIcon size={36} radius="md" color="dark" aria-hidden>
              <PointIcon size={20} color="#e0c27a" />
            </ThemeIcon>
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
