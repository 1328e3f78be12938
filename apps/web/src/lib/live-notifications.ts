import { useEffect } from 'react';
import { API_BASE } from '@/config/paths';
import { getToken } from '@/lib/session';
import { useAppDispatch } from '@/lib/store-hooks';
import { unseenNotificationsApi } from '@/lib/unseen-notifications-api';

/**
 * While mounted, listens to the vendor's live notification stream and refreshes what a new
 * notification changes (the unseen count, the lists, the available jobs). EventSource cannot
 * send headers, so the token travels in the query; the 20-second polling stays as the fallback.
 */
export function useLiveNotifications(enabled: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const token = getToken();
    if (!enabled || !token || typeof EventSource === 'undefined') return;
    const source = new EventSource(
      `${API_BASE}/vendors/notifications/stream?accessToken=${encodeURIComponent(token)}`,
    );
    source.addEventListener('notification', () => {
      dispatch(unseenNotificationsApi.util.invalidateTags(['Notification', 'VendorOrder']));
    });
    return () => source.close();
  }, [enabled, dispatch]);
}
