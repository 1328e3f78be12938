import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
  OutboxQuery,
} from '@homekeep/contracts/mail';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { listOf } from '../../lib/pagination';
import { readUnsubscribeToken, type MailSettings } from './mail-links';
import type { OptionalMailKind } from './mail-rules';
import { maskSecrets, renderOutboxMail } from './mail.service';
import * as repository from './mail.repository';

/** Each preference's name in the contract, and the mail kind it turns on or off. */
const PREFERENCES: Record<keyof NotificationPreferences, OptionalMailKind> = {
  jobStatus: 'job_status',
  newOffer: 'new_offer',
  messages: 'unread_messages',
  reviewReminders: 'review_reminder',
};
const NAMES = Object.keys(PREFERENCES) as (keyof NotificationPreferences)[];

export async function getPreferences(db: Database, userId: string) {
  const off = new Set(await repository.listOptOuts(db, userId));
  return Object.fromEntries(
    NAMES.map((name) => [name, !off.has(PREFERENCES[name])]),
  ) as NotificationPreferences;
}

export async function setPreferences(
  db: Database,
  userId: string,
  preferences: NotificationPreferencesUpdate,
) {
  await db.transaction(async (tx) => {
    for (const name of NAMES) {
      const on = preferences[name];
      if (on !== undefined) await repository.setOptedOut(tx, userId, PREFERENCES[name], !on);
    }
  });
  return getPreferences(db, userId);
}

/** Turns one kind of mail off from the link in such a mail; no sign-in needed. */
export async function unsubscribe(db: Database, secret: string, token: string) {
  const named = readUnsubscribeToken(secret, token);
  if (!named) throw badRequest('mail.unsubscribe_invalid', 'This unsubscribe link is not valid.');
  const name = NAMES.find((n) => PREFERENCES[n] === named.kind)!;
  await repository.setOptedOut(db, named.userId, named.kind, true);
  return { kind: name, preferences: await getPreferences(db, named.userId) };
}

/** The outbox for operators, newest first; mails not rendered yet are rendered to be read. */
export async function listOutboxMail(db: Database, settings: MailSettings, query: OutboxQuery) {
  const { data, total } = await repository.listOutbox(db, query);
  const mails = await Promise.all(
    data.map(async (row) => {
      const stored = row.data as Record<string, unknown>;
      const parts =
        row.subject !== null && row.text !== null && row.html !== null
          ? { subject: row.subject, text: row.text, html: row.html }
          : await renderOutboxMail(settings, row);
      return {
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        userId: row.userId,
        subject: parts.subject,
        text: maskSecrets(row.kind, stored, parts.text),
        html: maskSecrets(row.kind, stored, parts.html),
        status: row.status,
        attempts: row.attempts,
        nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
        lastError: row.lastError,
        sentAt: row.sentAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  );
  return listOf(mails, query, total);
}
