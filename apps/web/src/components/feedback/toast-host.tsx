import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useMatches } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { loadNotifications, useToastsNeeded } from '@/lib/toast';
import classes from './toast-host.module.css';

const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

/**
 * Toasts never cover what a person is about to press. On a phone the one toast shown lies over
 * the fixed header, at the top (at the bottom it would hide a form's primary button), the others
 * waiting their turn; wider screens stack them in the top right corner, beside the content.
 */
export function ToastHost() {
  const needed = useToastsNeeded();
  const wide = useMatches({ base: false, sm: true });
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position={wide ? 'top-right' : 'top-center'}
        limit={wide ? 4 : 1}
        classNames={{ root: classes.host }}
      />
    </Suspense>
  );
}
