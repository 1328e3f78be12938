import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { lazy, Suspense } from 'react';
import { loadNotifications, useToastsNeeded } from '@/lib/toast';

const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

export function ToastHost() {
  const needed = useToastsNeeded();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={4} />
    </Suspense>
  );
}
