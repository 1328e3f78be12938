import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ToastHost } from '@/components/feedback/toast-host';
import { cssVariablesResolver, theme } from '@/app/theme';

// No store here: the data layer is mounted by the routes and sections that read the API
// (lib/data-layer.tsx), so the landing page's first script does not carry it.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <ToastHost />
      {children}
    </MantineProvider>
  );
}
