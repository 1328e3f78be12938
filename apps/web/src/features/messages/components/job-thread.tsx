import '@mantine/core/styles/Alert.css';
import type { Message } from '@homekeep/contracts/messages';
import { Alert, Anchor, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  useGetMessagesQuery,
  useMarkThreadReadMutation,
  type ThreadSide,
} from '../api/messages-api';
import { MessageComposer } from './message-composer';
import classes from './job-thread.module.css';
import { QueryState } from '@/components/feedback/query-state';

const PAGE = 30;
/** How often the thread refreshes when the live stream is not connected. */
const THREAD_POLL_MS = 20_000;

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

const dayOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

/**
 * The job's conversation between its resident and its vendor: the latest messages (earlier ones
 * on demand), marked read while shown, and the composer while the thread is open.
 */
export function JobThread({ thread, otherName }: { thread: ThreadSide; otherName: string }) {
  const [limit, setLimit] = useState(PAGE);
  const query = useGetMessagesQuery({ ...thread, limit }, { pollingInterval: THREAD_POLL_MS });
  const [markRead] = useMarkThreadReadMutation();
  const unread = query.data?.meta.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void markRead(thread);
  }, [unread, markRead, thread]);

  return (
    <Stack gap="sm" component="section" aria-labelledby={`thread-${thread.id}`}>
      <Title order={3} size="h5" id={`thread-${thread.id}`}>
        Messages with {otherName}
      </Title>
      <QueryState
        query={query}
        loadingLabel="Loading messages..."
        errorTitle="The messages could not be loaded"
        isEmpty={() => false}
      >
        {({ data, meta }) => (
          <>
            {meta.total > data.length && (
              <Button variant="subtle" size="xs" onClick={() => setLimit(limit + PAGE)}>
                Show earlier messages
              </Button>
            )}
            {data.length === 0 ? (
              <Text size="sm" c="dimmed">
                No messages yet. Ask a question or share a gate code here: only you and {otherName}{' '}
                can read it.
              </Text>
            ) : (
              <ol className={classes.messages} aria-label="Messages, oldest first">
                {[...data].reverse().map((message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    mine={message.senderRole === thread.side}
                    otherName={otherName}
                  />
                ))}
              </ol>
            )}
            {meta.open ? (
              <div className={classes.composer}>
                <MessageComposer thread={thread} />
              </div>
            ) : (
              <Alert color="gray" title="This conversation is read-only">
                {meta.closesAt
                  ? `It closed on ${dayOf(meta.closesAt)}, 30 days after the job was completed.`
                  : 'The job was canceled, so no more messages can be sent.'}
              </Alert>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function MessageItem({
  message,
  mine,
  otherName,
}: {
  message: Message;
  mine: boolean;
  otherName: string;
}) {
  return (
    <li className={mine ? classes.mine : classes.theirs}>
      <Text size="xs" c="dimmed">
        {mine ? 'You' : otherName} ·{' '}
        <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
      </Text>
      {message.body && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.body}
        </Text>
      )}
      {message.files.length > 0 && (
        <Group gap="xs" mt={4}>
          {message.files.map((file) => (
            <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer">
              <Image src={file.url} alt={file.name} w={72} h={72} radius="sm" fit="cover" />
            </Anchor>
          ))}
        </Group>
      )}
      {mine && (
        <Text size="xs" c="dimmed" ta="right">
          {message.readAt ? `Read ${timeOf(message.readAt)}` : 'Sent, not read yet'}
        </Text>
      )}
    </li>
  );
}
