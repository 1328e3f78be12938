import { List, Paper, Text, Title } from '@mantine/core';
import { ScreenIntro } from '@/components/layout/screen-intro';
import { useGetCurrentUserQuery } from '@/lib/session-api';

export function ProfileSetupScreen() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <ScreenIntro
      title="Profile setup"
      purpose="Jobs are offered to providers whose company profile says what they do and where they work."
    >
      <Paper withBorder p="lg" radius="md" maw={680}>
        <Title order={2} size="h3" mb={4}>
          Set up your company profile
        </Title>
        <Text c="dimmed" mb="sm">
          {user ? `Welcome, ${user.firstName}.` : 'Welcome.'}
        </Text>
        <Text mb="sm">
          The company profile form arrives with the vendor profile work. It will ask for:
        </Text>
        <List spacing={4}>
          <List.Item>your company name, vendor type and company type</List.Item>
          <List.Item>your licence type and licence number</List.Item>
          <List.Item>the services you offer</List.Item>
          <List.Item>the zip codes of your service area</List.Item>
        </List>
      </Paper>
    </ScreenIntro>
  );
}
