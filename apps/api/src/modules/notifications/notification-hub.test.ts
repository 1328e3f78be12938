import { describe, expect, it } from 'vitest';
import { SESSIONS_EMPTIED } from '../../lib/live-events';
import { createNotificationHub } from './notification-hub';
import type { LiveSubscriber } from './notifications.service';

/** A hub on a channel this test speaks on. */
function hubWithChannel() {
  let deliver: (payload: string) => void = () => undefined;
  const hub = createNotificationHub(
    {
      listen: async (_channel, onPayload) => {
        deliver = onPayload;
        return async () => undefined;
      },
    },
    { warn: () => undefined },
  );
  return { hub, say: (payload: string) => deliver(payload) };
}

const subscriber = (userId: string, sessionId: string) => {
  const heard: string[] = [];
  const live: LiveSubscriber = {
    userId,
    sessionId,
    notification: (id) => heard.push(id),
    message: (id) => heard.push(`message ${id}`),
    threadRead: (orderId) => heard.push(`read ${orderId}`),
    sessionEnded: () => heard.push('ended'),
  };
  return { live, heard };
};

describe('the notification hub', () => {
  it('ends the one session announced as ended, and every session once they are emptied', async () => {
    const { hub, say } = hubWithChannel();
    const streams = [subscriber('u1', 's1'), subscriber('u1', 's2'), subscriber('u2', 's3')];
    for (const stream of streams) await hub.subscribe(stream.live, 5);

    say('session-ended:s2');
    expect(streams.map((stream) => stream.heard)).toEqual([[], ['ended'], []]);
    say(SESSIONS_EMPTIED);
    expect(streams.map((stream) => stream.heard)).toEqual([
      ['ended'],
      ['ended', 'ended'],
      ['ended'],
    ]);
  });

  it("hands a job conversation's events to that user's streams only", async () => {
    const { hub, say } = hubWithChannel();
    const streams = [subscriber('u1', 's1'), subscriber('u1', 's2'), subscriber('u2', 's3')];
    for (const stream of streams) await hub.subscribe(stream.live, 5);

    say('message:u1:m1');
    say('thread-read:u2:o1');
    say('u2:n1');
    expect(streams.map((stream) => stream.heard)).toEqual([
      ['message m1'],
      ['message m1'],
      ['read o1', 'n1'],
    ]);
  });
});
