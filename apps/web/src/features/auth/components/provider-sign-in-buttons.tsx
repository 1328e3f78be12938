import type { SignUpRole } from '@homekeep/contracts/auth';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { useGetIdentityProvidersQuery } from '../api/auth-api';
import { leaveForProvider, providerStartUrl } from '../provider-sign-in';

type ProviderSignInButtonsProps = {
  /** The role an account created by this sign-in gets. */
  role: SignUpRole;
  dividerLabel: string;
};

/** "Continue with Google" and the like; nothing at all when no provider is set up. */
export function ProviderSignInButtons({ role, dividerLabel }: ProviderSignInButtonsProps) {
  const { data: providers = [] } = useGetIdentityProvidersQuery();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  if (providers.length === 0) return null;

  return (
    <Stack gap="md">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
          loading={leavingFor === provider.id}
          onClick={() => {
            setLeavingFor(provider.id);
            leaveForProvider(providerStartUrl(provider, role));
          }}
        >
          Continue with {provider.name}
        </Button>
      ))}
      <Divider label={dividerLabel} labelPosition="center" />
    </Stack>
  );
}
