import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { SignInInstead } from './components/sign-in-instead';

type ChoiceProps = { to: string; icon: ReactNode; title: string; text: string; action: string };

function Choice({ to, icon, title, text, action }: ChoiceProps) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      shadow="sm"
      radius="lg"
      padding="xl"
      style={{ textDecoration: 'none' }}
    >
      <Stack gap="sm">
        <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Text c="brand.7" fw={600}>
          {action} →
        </Text>
      </Stack>
    </Card>
  );
}

export function SignUpScreen() {
  usePageTitle('Create an account');
  return (
    <Container size="md" py={{ base: 'lg', sm: 56 }}>
      <Stack gap="xs" ta="center" mb="xl">
        <Title order={1}>How will you use your account?</Title>
        <Text c="dimmed">Choose one; you can always contact us if your needs change.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Choice
          to={paths.signUpResident}
          icon={<IconHome size={32} />}
          title="Property owner"
          text="Put your homes on a maintenance plan, request repairs and follow every job."
          action="Sign up as a resident"
        />
        <Choice
          to={paths.signUpVendor}
          icon={<IconTool size={32} />}
          title="Service provider"
          text="Set up your company, choose your service area and accept jobs near you."
          action="Sign up as a vendor"
        />
      </SimpleGrid>
      <SignInInstead mt="xl" />
    </Container>
  );
}
