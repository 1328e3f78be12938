import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@/app/store';
import { ToastHost } from '@/components/feedback/toast-host';
import { cssVariablesResolver, theme } from '@/app/theme';

type ProvidersProps = { store: AppStore; children: ReactNode };

export function Providers({ store, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        <ToastHost />
        {children}
      </MantineProvider>
    </Provider>
  );
}
