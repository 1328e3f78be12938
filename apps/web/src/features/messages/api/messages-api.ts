import type { Item } from '@homekeep/contracts/common';
import type { Message, MessageBody, MessageList } from '@homekeep/contracts/messages';
import { api, TAGS } from '@/lib/api';

/** Which side of the job speaks: the resident by the request's id, the vendor by the order's. */
export type ThreadSide = { side: 'resident' | 'vendor'; id: string };

const threadUrl = ({ side, id }: ThreadSide) =>
  side === 'resident'
    ? `/maintenance-requests/${encodeURIComponent(id)}/messages`
    : `/vendor-orders/${encodeURIComponent(id)}/messages`;

const threadTag = ({ side, id }: ThreadSide) => ({ type: TAGS.message, id: `${side}:${id}` });

/** A job's conversation: its pages, sending, and marking it read. */
const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessageList, ThreadSide & { limit: number }>({
      query: ({ limit, ...thread }) => ({ url: threadUrl(thread), params: { limit } }),
      providesTags: (_result, _error, { limit: _limit, ...thread }) => [
        threadTag(thread),
        { type: TAGS.message, id: 'LIST' },
      ],
    }),
    sendMessage: build.mutation<Message, ThreadSide & { message: MessageBody }>({
      query: ({ message, ...thread }) => ({
        url: threadUrl(thread),
        method: 'POST',
        body: message,
      }),
      // The composer says a failed send itself, beside the text it keeps for a retry.
      extraOptions: { told: 'inline' },
      transformResponse: (response: Item<Message>) => response.data,
      invalidatesTags: (_result, _error, { message: _message, ...thread }) => [threadTag(thread)],
    }),
    markThreadRead: build.mutation<{ updated: number }, ThreadSide>({
      query: (thread) => ({ url: `${threadUrl(thread)}/read`, method: 'POST' }),
      transformResponse: (response: Item<{ updated: number }>) => response.data,
      invalidatesTags: (result, _error, thread) =>
        result && result.updated > 0
          ? [threadTag(thread), TAGS.currentUser, TAGS.maintenanceRequest, TAGS.vendorOrder]
          : [],
    }),
  }),
});

export const { useGetMessagesQuery, useSendMessageMutation, useMarkThreadReadMutation } =
  messagesApi;
