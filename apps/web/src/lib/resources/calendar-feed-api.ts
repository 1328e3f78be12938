import type { CalendarFeed } from '@homekeep/contracts/appointments';
import type { Item } from '@homekeep/contracts/common';
import { api } from '@/lib/api';

/** The person's secret calendar address, and replacing it. */
const calendarFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalendarFeed: build.query<CalendarFeed, void>({
      query: () => '/auth/calendar-feed',
      transformResponse: (response: Item<CalendarFeed>) => response.data,
    }),
    rotateCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/auth/calendar-feed/rotate', method: 'POST' }),
      transformResponse: (response: Item<CalendarFeed>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(calendarFeedApi.util.upsertQueryData('getCalendarFeed', undefined, data));
      },
    }),
  }),
});

export const { useGetCalendarFeedQuery, useRotateCalendarFeedMutation } = calendarFeedApi;
