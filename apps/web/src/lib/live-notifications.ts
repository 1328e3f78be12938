import { useEffect } from 'react';
import { api, apiSettings, TAGS } from '@/lib/api';
import { getToken } from '@/lib/session';
import { useAppDispatch } from '@/lib/store-hooks';

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
      `${apiSettings.baseUrl}/vendors/notifications/stream?accessToken=${encodeURIComponent(token)}`,
    );
    source.addEventListener('notification', () => {
      dispatch(api.util.invalidateTags([TAGS.notification, TAGS.vendorOrder]));
    });
    return () => source.close();
  }, [enabled, dispatch]);
}
