import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useMatches } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { loadNotifications, useToastsNeeded } from '@/lib/toast';

const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

export function ToastHost() {
  const needed = useToastsNeeded();
  // On a phone a toast spans the screen's width: at the top it would hide the page's title.
  const position = useMatches({ base: 'bottom-center', sm: 'top-right' } as const);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={position} limit={4} />
    </Suspense>
  );
}
