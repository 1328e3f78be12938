import { Button, Group, Paper, Text } from '@mantine/core';
import { useBrowserValue } from '@/lib/hydration';
import { setCookieConsent, useCookieConsent } from '@/lib/session';

/** Asks once; the answer is kept in the cookiesConsent cookie and the notice stays hidden. */
export function CookieNotice() {
  // The answer is in a cookie a prerendered page cannot know: the notice waits for hydration.
  const unanswered = useBrowserValue(useCookieConsent() === undefined, false);
  if (!unanswered) return null;
  return (
    <Paper
      component="section"
      aria-label="Cookie notice"
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={720}
      mx="auto"
      style={{ zIndex: 300 }}
    >
      <Group justify="space-between" gap="md" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 280px' }}>
          We use cookies to keep you signed in and to remember your choices. No advertising
          trackers.
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={() => setCookieConsent('declined')}>
            Decline
          </Button>
          <Button onClick={() => setCookieConsent('accepted')}>Accept</Button>
        </Group>
      </Group>
    </Paper>
  );
}
