import { useEffect } from 'react';
import { api, apiSettings, TAGS } from '@/lib/api';
import { getToken } from '@/lib/session';
import { useAppDispatch } from '@/lib/store-hooks';

/**
 * While mounted, listens to the signed-in person's live notification stream and refreshes what a
 * new notification changes (the unseen count, the lists, the vendor's jobs, the resident's requests). EventSource cannot
 * send headers, so the token travels in the query; the 20-second polling stays as the fallback.
 */
export function useLiveNotifications(enabled: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const token = getToken();
    if (!enabled || !token || typeof EventSource === 'undefined') return;
    const source = new EventSource(
      `${apiSettings.baseUrl}/notifications/stream?accessToken=${encodeURIComponent(token)}`,
    );
    source.addEventListener('notification', () => {
      dispatch(
        api.util.invalidateTags([TAGS.notification, TAGS.vendorOrder, TAGS.maintenanceRequest]),
      );
    });
    return () => source.close();
  }, [enabled, dispatch]);
}
