import type { PropertyBody } from '@homekeep/contracts/properties';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useCreatePropertyMutation } from './api/property-changes-api';
import { PropertyForm } from './components/property-form';
import { emptyPropertyValues } from './components/property-form-values';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { showSuccessToast } from '@/lib/toast';

export function NewPropertyScreen() {
  usePageTitle('Add a property');
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreatePropertyMutation();

  const save = async (body: PropertyBody) => {
    const result = await create(body);
    if (result.data) {
      showSuccessToast(`${result.data.name} was added.`);
      void navigate(paths.property(result.data.id));
    }
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.properties} size="sm">
          ← Your properties
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>Add a property</Title>
          <Text c="dimmed">Tell us where it is and what it is like; photos help technicians.</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <PropertyForm
            initialValues={emptyPropertyValues}
            submitLabel="Add property"
            cancelTo={paths.properties}
            saving={isLoading}
            onSave={save}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
