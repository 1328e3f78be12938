import {
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useOutlet } from 'react-router';
import { StartButton } from '@/components/layout/start-button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';

type Benefit = { icon: ReactNode; title: string; text: string };

type InfoPageProps = {
  eyebrow: string;
  title: string;
  intro: string;
  benefits: Benefit[];
  includedTitle: string;
  included: string[];
  closingTitle: string;
  closingText: string;
};

/** The shape shared by the public information pages: promise, benefits, what is included, next step. */
export function InfoPage(props: InfoPageProps) {
  usePageTitle(props.eyebrow);
  // The router may nest a form here (the leads area's "leave your details").
  const nested = useOutlet();
  return (
    <>
      <InfoHero eyebrow={props.eyebrow} title={props.title} intro={props.intro} />
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {props.benefits.map((benefit) => (
            <Paper key={benefit.title} withBorder radius="lg" p="lg">
              <Stack gap="sm">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  {benefit.icon}
                </ThemeIcon>
                <Title order={2} size="h4">
                  {benefit.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {benefit.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
      <IncludedAndNextStep {...props} />
      {nested && (
        <Container size="lg" py={{ base: 40, md: 64 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="md">
              <Title order={2}>Not ready to sign up yet?</Title>
              <Text size="lg" c="dark.4">
                Leave your details and someone from our team will get in touch to talk about{' '}
                {props.eyebrow.toLowerCase()} and answer your questions.
              </Text>
              <Text c="dimmed">
                We use your details only to contact you about this. No account and no card needed.
              </Text>
            </Stack>
            {nested}
          </SimpleGrid>
        </Container>
      )}
    </>
  );
}

function InfoHero({ eyebrow, title, intro }: Pick<InfoPageProps, 'eyebrow' | 'title' | 'intro'>) {
  return (
    <Box bg="brand.0">
      <Container size="lg" py={{ base: 40, md: 72 }}>
        <Stack gap="md" maw={760}>
          <Text c="brand.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: 1 }}>
            {eyebrow}
          </Text>
          <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
            {title}
          </Title>
          <Text size="lg" c="dark.4">
            {intro}
          </Text>
          <Group gap="sm">
            <StartButton size="md" />
            <Button component={Link} to={paths.contactUs} size="md" variant="default">
              Talk to us
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

function IncludedAndNextStep(props: InfoPageProps) {
  return (
    <Box bg="white">
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            <Title order={2}>{props.includedTitle}</Title>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={22} radius="xl" color="green" variant="light" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {props.included.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Stack>
          <Paper radius="lg" p="xl" bg="brand.8" c="white">
            <Stack gap="sm" align="flex-start">
              <Title order={2} c="white">
                {props.closingTitle}
              </Title>
              <Text c="brand.0">{props.closingText}</Text>
              <Button component={Link} to={paths.signUpResident} variant="white" mt="sm">
                Create an owner account
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
