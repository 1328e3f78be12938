import { useEffect } from 'react';
import { api, apiSettings, TAGS } from '@/lib/api';
import { getToken } from '@/lib/session';
import { showInfoToast } from '@/lib/toast';
import { useAppDispatch } from '@/lib/store-hooks';

/**
 * While mounted, listens to the signed-in person's live notification stream and refreshes what a
 * new notification changes (the unseen count, the lists, the vendor's jobs, the resident's
 * requests), and what a job's new message or read receipt changes (its thread, the unread counts). EventSource cannot send headers, so the token travels in the query; the 20-second
 * polling stays as the fallback.
 */
export function useLiveNotifications(enabled: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const token = getToken();
    if (!enabled || !token || typeof EventSource === 'undefined') return;
    const source = new EventSource(
      `${apiSettings.baseUrl}/notifications/stream?accessToken=${encodeURIComponent(token)}`,
    );
    // What arrived before the stream opened, or while it was reconnecting, was never sent on it:
    // the notifications and the unseen count are asked for again each time it opens.
    source.addEventListener('open', () => {
      dispatch(api.util.invalidateTags([TAGS.notification]));
    });
    source.addEventListener('notification', (event: MessageEvent<string>) => {
      dispatch(
        api.util.invalidateTags([TAGS.notification, TAGS.vendorOrder, TAGS.maintenanceRequest]),
      );
      announceNewJob(event.data);
    });
    // A message of one of the person's jobs, or the other person read theirs: the thread, its
    // unread counts and the read receipts are read again.
    const refreshThreads = () =>
      dispatch(
        api.util.invalidateTags([
          TAGS.message,
          TAGS.currentUser,
          TAGS.vendorOrder,
          TAGS.maintenanceRequest,
        ]),
      );
    source.addEventListener('message', refreshThreads);
    source.addEventListener('thread-read', refreshThreads);
    return () => source.close();
  }, [enabled, dispatch]);
}

type StreamedNotification = { id?: string; type?: string; title?: string; body?: string };

/** A new offer is worth a toast: the vendor may be on another screen. */
function announceNewJob(data: string) {
  let notification: StreamedNotification;
  try {
    notification = JSON.parse(data) as StreamedNotification;
  } catch {
    return;
  }
  if (notification.type !== 'order.new') return;
  showInfoToast(
    notification.title ?? 'A new job matches your services',
    notification.body ?? 'Open Orders to see it and accept it.',
    `notification:${notification.id ?? 'new'}`,
  );
}
