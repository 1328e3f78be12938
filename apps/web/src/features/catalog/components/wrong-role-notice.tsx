import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { OWN_HOMES } from '@/lib/own-home';
import { wrongRoleOf } from '@/lib/wrong-role';
import { useSession } from '@/lib/session';

/**
 * Told on /home to someone signed in whom the guard sent here from another role's page: whose
 * page it was, and the way to their own screens (a resident's notifications moved to the
 * dashboard, so an old link to them leads there).
 */
export function WrongRoleNotice() {
  const note = wrongRoleOf(useLocation().state);
  const { role } = useSession();
  if (!note || !role) return null;
  const movedNotifications = role === 'resident' && note.from === paths.notifications;
  const way = movedNotifications
    ? { to: paths.dashboardNotifications, label: 'Open your notifications' }
    : OWN_HOMES[role];
  return (
    <Container size="lg" pt="lg">
      <Paper role="status" withBorder radius="lg" p="md" bg="brand.0">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" c="brand.9">
              That page is for {OWN_HOMES[note.pageFor].people}
            </Title>
            <Text c="brand.9">
              {movedNotifications
                ? 'Your notifications are on your dashboard now.'
                : `You are signed in with a ${role === 'admin' ? 'operator' : role} account: your own screens are a click away.`}
            </Text>
          </Stack>
          <Button component={Link} to={way.to}>
            {way.label}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
