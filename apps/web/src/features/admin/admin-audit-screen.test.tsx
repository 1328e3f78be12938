import type { AuditEntry } from '@homekeep/contracts/audit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { list, user } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';
import { AdminAuditScreen, changedFields } from './admin-audit-screen';

const api = scriptedApi('admin');

const entry = (change: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  actor: { id: crypto.randomUUID(), email: 'ops@example.test', name: 'Olive Ops' },
  action: 'service.update',
  targetType: 'service',
  targetId: 'c0c6775a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
  targetName: 'Gutter cleaning',
  before: null,
  after: null,
  details: null,
  address: '192.0.2.1',
  createdAt: '2026-05-01T10:00:00.000Z',
  ...change,
});

describe('the audit log', () => {
  it('says actions, records, money and times in words, never codes, cents or ids', async () => {
    api.server.script([], (request) => {
      const path = new URL(request.url, 'http://x').pathname;
      if (path === '/api/v1/auth') return { status: 200, json: { data: user('admin') } };
      if (path !== '/api/v1/admin/audit-log') return { status: 404, json: { message: 'No' } };
      return {
        status: 200,
        json: list([
          entry({
            before: { name: 'Gutter cleaning', priceCents: 9900, currency: 'usd', active: true },
            after: {
              name: 'Gutter cleaning',
              priceCents: 10950,
              currency: 'usd',
              active: false,
              imageFileId: 'f0c6775a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
            },
          }),
          entry({
            action: 'vendor.suspend',
            targetType: 'vendor',
            targetName: 'Fixit Ltd',
            before: { suspendedAt: null },
            after: { suspendedAt: '2026-05-02T09:30:00.000Z' },
          }),
          entry({
            actor: null,
            action: 'auth.sign_in_failed',
            targetType: null,
            targetName: null,
            before: null,
            after: null,
          }),
        ]),
      };
    });
    renderRoutes([{ path: '/admin/audit-log', element: <AdminAuditScreen /> }], '/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, price, suspension, stranger] = within(table).getAllByRole('row');
    expect(stranger).toHaveTextContent('No account (unknown or removed)');
    expect(price).toHaveTextContent('Changed a service');
    expect(price).toHaveTextContent('Service: Gutter cleaning');
    expect(price).toHaveTextContent('Price: $99.00 → $109.50');
    expect(price).toHaveTextContent('Active: yes → no');
    expect(suspension).toHaveTextContent('Suspended a vendor');
    expect(suspension).toHaveTextContent('Vendor: Fixit Ltd');
    expect(suspension).toHaveTextContent(/Suspended at: none → May 2, 2026/);
    expect(table).not.toHaveTextContent(/c0c6775a|f0c6775a|priceCents|vendor\.suspend|9900/);
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveDisplayValue('Any action');
  });
});

describe('audit entries', () => {
  it('show only what a change altered', () => {
    expect(
      changedFields({
        before: { name: 'A', priceCents: 100, updatedAt: '1' },
        after: { name: 'A', priceCents: 200, updatedAt: '2' },
        details: null,
      }),
    ).toEqual([{ key: 'priceCents', before: 100, after: 200 }]);
  });
  it('show what a security event noted', () => {
    expect(
      changedFields({ before: null, after: null, details: { email: 'a@example.test' } }),
    ).toEqual([{ key: 'email', before: undefined, after: 'a@example.test' }]);
  });
});
