import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';
import classes from './document-page.module.css';

export type DocumentSection = { id: string; title: string; content: ReactNode };

type DocumentPageProps = {
  title: string;
  intro: ReactNode;
  /** "Last updated …", for the pages whose wording is an agreement. */
  updated?: string;
  sections: DocumentSection[];
};

/** A page to read from top to bottom: its title, a list of its sections, then each section. */
export function DocumentPage({ title, intro, updated, sections }: DocumentPageProps) {
  usePageTitle(title);
  return (
    <>
      <Box bg="brand.0">
        <Container size="md" py={{ base: 32, md: 56 }}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 32, sm: 40 }} lh={1.15}>
              {title}
            </Title>
            {updated && (
              <Text c="dark.4" fw={600}>
                {updated}
              </Text>
            )}
            <Text size="lg" c="dark.4">
              {intro}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="md" py={{ base: 32, md: 48 }}>
        <Stack gap={40}>
          <nav aria-labelledby="contents-title">
            <Text id="contents-title" fw={700} mb="xs">
              On this page
            </Text>
            <List spacing={4}>
              {sections.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`}>{section.title}</Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className={classes.section}>
              <Title order={2} id={section.id} mb="sm" className={classes.anchored}>
                {section.title}
              </Title>
              {section.content}
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}

/** A titled part of a section (an h3). */
export function DocumentPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box mt="lg">
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Box>
  );
}
