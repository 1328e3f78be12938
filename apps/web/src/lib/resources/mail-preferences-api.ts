import type { Item } from '@homekeep/contracts/common';
import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@homekeep/contracts/mail';
import { api } from '@/lib/api';

/** Which optional mails the signed-in person receives: set on a resident's and a vendor's profile. */
const mailPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/auth/notification-preferences',
      transformResponse: (response: Item<NotificationPreferences>) => response.data,
    }),
    updateNotificationPreferences: build.mutation<
      NotificationPreferences,
      NotificationPreferencesUpdate
    >({
      query: (body) => ({ url: '/auth/notification-preferences', method: 'PUT', body }),
      transformResponse: (response: Item<NotificationPreferences>) => response.data,
      // The box shows its new state at once, and goes back if the server refuses it.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          mailPreferencesApi.util.updateQueryData(
            'getNotificationPreferences',
            undefined,
            (draft) => {
              Object.assign(draft, body);
            },
          ),
        );
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) {
          shown.undo();
          return;
        }
        dispatch(
          mailPreferencesApi.util.upsertQueryData('getNotificationPreferences', undefined, data),
        );
      },
    }),
  }),
});

export const { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } =
  mailPreferencesApi;
