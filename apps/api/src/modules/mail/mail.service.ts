import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { SECRET_KINDS, type MailOf } from './mail-kinds';
import { linkTo, unsubscribeToken, type MailSettings } from './mail-links';
import { renderMail } from './mail-render';
import {
  isOptionalKind,
  retryDelaySeconds,
  SENDING_LEASE_SECONDS,
  type MailKind,
} from './mail-rules';
import { contentOf } from './mail-templates';
import type { Mailer } from './mailer';
import * as repository from './mail.repository';

export type { MailOf } from './mail-kinds';
export type { MailSettings } from './mail-links';

/** Stored beside the template's data: the name the mail greets. */
type StoredData = Record<string, unknown> & { firstName?: string | null };

/**
 * Puts a mail for a user in the outbox, inside the caller's transaction, so that it exists
 * exactly when the event that causes it does. A kind the user turned off is not written.
 * Answers the outbox row's id, or null when nothing was written.
 */
export async function enqueueUserMail(tx: Executor, userId: string, mail: MailOf, at: Date) {
  const recipient = await repository.findRecipient(tx, userId, mail.kind);
  if (!recipient || (isOptionalKind(mail.kind) && recipient.optedOut)) return null;
  return repository.insertOutboxRow(tx, {
    kind: mail.kind,
    userId,
    toAddress: recipient.email,
    data: { ...mail.data, firstName: recipient.firstName },
    nextAttemptAt: at,
  });
}

/** Puts a mail for an address that is no user's (the operations mailbox) in the outbox. */
export function enqueueMailTo(tx: Executor, address: string, mail: MailOf, at: Date) {
  return repository.insertOutboxRow(tx, {
    kind: mail.kind,
    userId: null,
    toAddress: address,
    data: mail.data as unknown as Record<string, unknown>,
    nextAttemptAt: at,
  });
}

/**
 * The same mail to many users (a new job for every matching vendor), in one statement, dated
 * `datedAt` when the event happened earlier than now.
 */
export async function enqueueUserMails(
  tx: Executor,
  userIds: string[],
  mail: MailOf,
  at: Date,
  datedAt?: Date,
) {
  if (userIds.length === 0) return;
  await repository.insertOutboxRowsFor(tx, userIds, {
    kind: mail.kind,
    data: mail.data as unknown as Record<string, unknown>,
    nextAttemptAt: at,
    optOutKind: isOptionalKind(mail.kind) ? mail.kind : null,
    datedAt,
  });
}

interface RenderTarget {
  kind: string;
  userId: string | null;
  data: StoredData;
}

/** Both parts of an outbox row's mail, and the unsubscribe link when its kind has one. */
export async function renderOutboxMail(settings: MailSettings, row: RenderTarget) {
  const { firstName = null, ...data } = row.data;
  const kind = row.kind as MailKind;
  const unsubscribeUrl =
    row.userId && isOptionalKind(kind)
      ? linkTo(settings.publicUrl, '/unsubscribe', {
          token: unsubscribeToken(settings.secret, row.userId, kind),
        })
      : null;
  const content = contentOf({ kind, data } as MailOf, {
    appName: settings.appName,
    firstName,
    link: (path, query) => linkTo(settings.publicUrl, path, query),
  });
  const rendered = await renderMail(content, { appName: settings.appName, unsubscribeUrl });
  return { ...rendered, unsubscribeUrl };
}

/** What operators may read of a mail: links carrying a secret token are masked. */
export function maskSecrets(kind: string, data: StoredData, text: string) {
  const token = data.token;
  if (!SECRET_KINDS.includes(kind as MailKind) || typeof token !== 'string') return text;
  return text.split(token).join('[hidden]');
}

export interface MailDeliveryDeps {
  db: Database;
  clock: Clock;
  /** None (no `SMTP_URL`): mails stay in the outbox. */
  mailer: Mailer | null;
  settings: MailSettings;
  log: { warn(details: object, message: string): void };
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

const BATCH = 20;
const MAX_BATCHES = 10;

/**
 * Sends the outbox's due mails: each is claimed (attempt counted, held for a lease), rendered,
 * handed to the SMTP server, then marked sent; a refusal schedules the next attempt with
 * backoff, and after the last attempt the mail is `failed`. Safe to run from several processes
 * at once. Run it every minute and after a write that may have queued mail.
 */
export async function deliverDueMail(deps: MailDeliveryDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  if (!deps.mailer) return report;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const now = deps.clock.now();
    const lease = new Date(now.getTime() + SENDING_LEASE_SECONDS * 1000);
    const claimed = await repository.claimDueMail(deps.db, now, lease, BATCH);
    for (const mail of claimed) await deliverOne(deps, mail, report);
    if (claimed.length < BATCH) break;
  }
  return report;
}

async function deliverOne(
  deps: MailDeliveryDeps,
  mail: repository.ClaimedMail,
  report: DeliveryReport,
) {
  const data = mail.data as StoredData;
  try {
    const rendered = await renderOutboxMail(deps.settings, { ...mail, data });
    await repository.saveRendered(deps.db, mail.id, {
      subject: rendered.subject,
      text: maskSecrets(mail.kind, data, rendered.text),
      html: maskSecrets(mail.kind, data, rendered.html),
    });
    await deps.mailer!.send({
      to: mail.toAddress,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ...(rendered.unsubscribeUrl
        ? { headers: { 'List-Unsubscribe': `<${rendered.unsubscribeUrl}>` } }
        : {}),
    });
    const { token: _sentSecret, ...kept } = data;
    await repository.markSent(deps.db, mail.id, deps.clock.now(), kept);
    report.sent++;
  } catch (error) {
    const delay = retryDelaySeconds(mail.attempts);
    const retryAt = delay === null ? null : new Date(deps.clock.now().getTime() + delay * 1000);
    const message = error instanceof Error ? error.message : String(error);
    await repository.markAttemptFailed(deps.db, mail.id, { error: message.slice(0, 500), retryAt });
    deps.log.warn({ outboxId: mail.id, attempts: mail.attempts, retryAt }, 'sending a mail failed');
    if (retryAt) report.retrying++;
    else report.failed++;
  }
}
