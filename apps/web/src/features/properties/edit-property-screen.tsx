import type { PropertyBody } from '@homekeep/contracts/properties';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useUpdatePropertyMutation } from './api/property-changes-api';
import { PropertyForm } from './components/property-form';
import { valuesOf } from './components/property-form-values';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useGetPropertyQuery } from '@/lib/resources/properties-api';
import { showSuccessToast } from '@/lib/toast';

export function EditPropertyScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: property, isLoading, isError, refetch } = useGetPropertyQuery(id);
  const [update, { isLoading: saving }] = useUpdatePropertyMutation();
  usePageTitle(property ? `Edit ${property.name}` : 'Edit property');

  const save = async (body: PropertyBody) => {
    const result = await update({ id, body });
    if (result.data) {
      showSuccessToast('Your changes were saved.');
      void navigate(paths.property(id));
    }
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.property(id)} size="sm">
          ← Back to the property
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>Edit property</Title>
          {property && <Text c="dimmed">{property.name}</Text>}
        </Stack>
        {isLoading ? (
          <LoadingState label="Loading the property..." />
        ) : isError || !property ? (
          <ErrorState
            title="This property could not be loaded"
            message="It may have been deleted, or the connection dropped."
            onRetry={() => void refetch()}
          />
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <PropertyForm
              key={property.id}
              initialValues={valuesOf(property)}
              submitLabel="Save changes"
              cancelTo={paths.property(id)}
              saving={saving}
              onSave={save}
            />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
