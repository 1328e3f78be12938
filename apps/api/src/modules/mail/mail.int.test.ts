import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { List } from '@homekeep/contracts/common';
import type { NotificationPreferences, OutboxMail } from '@homekeep/contracts/mail';
import type { User } from '@homekeep/contracts/auth';
import { apiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { manualClock } from '../../../test/clock';
import { startSmtpReceiver, tokenIn } from '../../../test/smtp';
import { createAdmin, signUp, uniqueEmail } from '../../../test/users';
import { COUNT_CAP } from '../../lib/pagination';
import { smtpMailer } from './mailer';

const PUBLIC_URL = 'http://homekeep.test';
const OPERATIONS = 'operations@homekeep.test';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const clock = manualClock('2026-03-01T09:00:00Z');

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  // A database of its own on a server: another file's app with a mailer would otherwise claim
  // and send this file's outbox rows to its own SMTP receiver.
  t = await createTestApp({
    ownDatabase: true,
    deps: { clock },
    config: {
      publicUrl: PUBLIC_URL,
      appName: 'Fixwell',
      mail: {
        smtpUrl: smtp.url,
        from: '"Fixwell" <no-reply@homekeep.test>',
        operationsEmail: OPERATIONS,
      },
    },
  });
  call = apiCaller(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('e-mail verification', () => {
  it('mails a link at sign-up whose one use verifies the address', async () => {
    const resident = await signUp(t.app, { role: 'resident', firstName: 'Vera' });
    expect(resident.user.emailVerified).toBe(false);
    const [mail] = await smtp.mailsTo(resident.email);
    expect(mail!.subject).toContain('Fixwell');
    expect(mail!.text).toContain('Hello Vera,');
    expect(mail!.html).toContain(`${PUBLIC_URL}/verify-email?token=`);
    const token = tokenIn(mail!.text, `${PUBLIC_URL}/verify-email`);

    expect((await call('POST', '/auth/verify-email', undefined, { token })).status).toBe(204);
    const me = await call<{ data: User }>('GET', '/auth', resident.token);
    expect(me.body.data.emailVerified).toBe(true);
    const again = await call('POST', '/auth/verify-email', undefined, { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/not valid/);
  });

  it('mails a new link on request while the address is unverified', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    await smtp.mailsTo(vendor.email);
    expect((await call('POST', '/auth/verify-email/resend', vendor.token)).status).toBe(202);
    const mails = await smtp.mailsTo(vendor.email, 2);
    const first = tokenIn(mails[0]!.text, `${PUBLIC_URL}/verify-email`);
    const second = tokenIn(mails[1]!.text, `${PUBLIC_URL}/verify-email`);
    // A newer link replaces the older one.
    expect((await call('POST', '/auth/verify-email', undefined, { token: first })).status).toBe(
      400,
    );
    expect((await call('POST', '/auth/verify-email', undefined, { token: second })).status).toBe(
      204,
    );
  });
});

describe('password reset', () => {
  it('answers 202 for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await call('POST', '/auth/password-reset', undefined, { email });
    expect(response.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => m.to === email)).toEqual([]);
  });

  it('sets a new password once from the mailed link and ends every session', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    const response = await call('POST', '/auth/password-reset', undefined, {
      email: resident.email.toUpperCase(),
    });
    expect(response.status).toBe(202);
    const mails = await smtp.mailsTo(resident.email, 2);
    const reset = mails.find((m) => m.text.includes('/reset-password?token='))!;
    expect(reset.html).toContain('Fixwell');
    const token = tokenIn(reset.text, `${PUBLIC_URL}/reset-password`);

    const password = 'a brand new secret phrase';
    const confirm = await call('POST', '/auth/password-reset/confirm', undefined, {
      token,
      password,
    });
    expect(confirm.status).toBe(204);
    expect((await call('GET', '/auth', resident.token)).status).toBe(401);
    const signIn = await call('POST', '/auth/sign-in', undefined, {
      email: resident.email,
      password,
    });
    expect(signIn.status).toBe(200);
    const reuse = await call('POST', '/auth/password-reset/confirm', undefined, {
      token,
      password: 'yet another secret phrase',
    });
    expect(reuse.status).toBe(400);
  });

  it('refuses a link older than one hour by the product clock', async () => {
    const resident = await signUp(t.app, { role: 'resident' });
    await call('POST', '/auth/password-reset', undefined, { email: resident.email });
    const mails = await smtp.mailsTo(resident.email, 2);
    const reset = mails.find((m) => m.text.includes('/reset-password?token='))!;
    const token = tokenIn(reset.text, `${PUBLIC_URL}/reset-password`);
    clock.advance(3601);
    const late = await call('POST', '/auth/password-reset/confirm', undefined, {
      token,
      password: 'a brand new secret phrase',
    });
    expect(late.status).toBe(400);
    const old = await call('POST', '/auth/sign-in', undefined, {
      email: resident.email,
      password: resident.password,
    });
    expect(old.status).toBe(200);
  });
});

describe('lead notices and preferences', () => {
  it('mails the operations address about each demo request, linking to it', async () => {
    const name = `Demo ${uniqueEmail()}`;
    const response = await call<{ data: { id: string } }>(
      'POST',
      '/schedule-free-demo',
      undefined,
      {
        name,
        email: uniqueEmail('lead'),
      },
    );
    expect(response.status).toBe(201);
    await smtp.mailsTo(OPERATIONS);
    const notice = smtp.received.find((m) => m.to === OPERATIONS && m.subject.includes(name));
    expect(notice?.text).toContain(`${PUBLIC_URL}/admin/leads?open=${response.body.data.id}`);
  });

  it('turns optional mails off from the profile and from a signed link', async () => {
    const vendor = await signUp(t.app, { role: 'vendor' });
    const url = '/auth/notification-preferences';
    const initial = await call<{ data: NotificationPreferences }>('GET', url, vendor.token);
    expect(initial.body.data).toMatchObject({ jobStatus: true, newOffer: true });
    const changed = await call<{ data: NotificationPreferences }>('PUT', url, vendor.token, {
      jobStatus: true,
      newOffer: false,
    });
    expect(changed.body.data).toMatchObject({ jobStatus: true, newOffer: false });
    expect((await call('PUT', url, vendor.token, { jobStatus: 'yes' })).status).toBe(400);
    expect(
      (await call('POST', '/auth/unsubscribe', undefined, { token: 'forged.token' })).status,
    ).toBe(400);
  });
});

describe('the outbox', () => {
  it('keeps a mail the SMTP server refuses and retries it later with backoff', async () => {
    const down = smtpMailer('smtp://127.0.0.1:9', 'no-reply@homekeep.test');
    const broken = await createTestApp({
      deps: { clock, mailer: down },
      config: { publicUrl: PUBLIC_URL },
    });
    try {
      const resident = await signUp(broken.app, { role: 'resident' });
      await broken.app.mail.deliverDue();
      const admin = await createAdmin(broken.app, broken.db);
      const list = await apiCaller(broken.app)<List<OutboxMail>>(
        'GET',
        `/admin/outbox?to=${encodeURIComponent(resident.email)}`,
        admin.token,
      );
      const [row] = list.body.data;
      expect(row).toMatchObject({ kind: 'verify_email', status: 'pending', attempts: 1 });
      expect(row!.lastError).toBeTruthy();
      expect(new Date(row!.nextAttemptAt!).getTime()).toBe(clock.now().getTime() + 60_000);
      // Operators never see a live link.
      expect(row!.text).toContain('[hidden]');
      expect(row!.text).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    } finally {
      await broken.close();
    }
  });

  it('lists mails newest first for operators only', async () => {
    const admin = await createAdmin(t.app, t.db);
    const list = await call<List<OutboxMail>>(
      'GET',
      '/admin/outbox?status=sent&limit=5',
      admin.token,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((m) => m.status === 'sent')).toBe(true);
    const resident = await signUp(t.app, { role: 'resident' });
    expect((await call('GET', '/admin/outbox', resident.token)).status).toBe(403);
    expect((await call('GET', '/admin/outbox')).status).toBe(401);
  });

  it('counts an address’s mails up to the cap, as every list does', async () => {
    const admin = await createAdmin(t.app, t.db);
    const to = uniqueEmail('many-mails');
    // Failed ones: nothing tries to send them.
    await t.db
      .execute(sql`insert into outbox (kind, to_address, data, subject, text, html, status, next_attempt_at)
      select 'verify_email', ${to}, '{}'::jsonb, 'Subject', 'Text', '<p>Text</p>', 'failed', now()
      from generate_series(1, ${COUNT_CAP + 1})`);
    const list = await call<List<OutboxMail>>(
      'GET',
      `/admin/outbox?to=${encodeURIComponent(to)}&limit=20`,
      admin.token,
    );
    expect(list.body.data).toHaveLength(20);
    expect(list.body.meta).toMatchObject({ total: COUNT_CAP, totalIsEstimate: true });
  });
});
