import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsvQuerySchema, type Lead } from '@homekeep/contracts/admin';
import type { List } from '@homekeep/contracts/common';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { leadsSliceQuery } from '../leads/lead-inbox.repository';
import { csvField } from '../leads/lead-inbox.service';

let t: TestApp;
let call: ApiCaller;
let ops: Awaited<ReturnType<typeof operator>>;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  ops = await operator(t.app, t.db);
});
afterAll(() => t.close());

const word = () => `zq${Math.random().toString(36).slice(2, 8)}`;

describe('the leads inbox', () => {
  it('shows demo requests and potential clients together, by kind, status and text', async () => {
    const company = word();
    const demo = await call<{ data: { id: string } }>('POST', '/schedule-free-demo', undefined, {
      name: 'Dana Demo',
      email: 'dana@example.test',
      company,
      message: 'We manage 40 units.',
    });
    const client = await call<{ data: { id: string } }>('POST', '/potential-clients', undefined, {
      firstName: 'Pat',
      lastName: 'Client',
      email: 'pat@example.test',
      company,
    });
    const both = await call<List<Lead>>(
      'GET',
      `/admin/leads?global=${company}&sort=name&order=asc`,
      ops.token,
    );
    expect(both.body.data.map((l) => [l.kind, l.name, l.status])).toEqual([
      ['demo', 'Dana Demo', 'new'],
      ['potential_client', 'Pat Client', 'new'],
    ]);
    expect(both.body.meta.total).toBe(2);
    const demos = await call<List<Lead>>(
      'GET',
      `/admin/leads?global=${company}&kind=demo`,
      ops.token,
    );
    expect(demos.body.data.map((l) => l.id)).toEqual([demo.body.data.id]);

    const patched = await call<{ data: Lead }>(
      'PATCH',
      `/admin/leads/${client.body.data.id}`,
      ops.token,
      {
        status: 'contacted',
        note: 'Called on Monday; wants a quote.',
      },
    );
    expect(patched.body.data).toMatchObject({
      status: 'contacted',
      note: 'Called on Monday; wants a quote.',
    });
    const contacted = await call<List<Lead>>(
      'GET',
      `/admin/leads?global=${company}&status=contacted`,
      ops.token,
    );
    expect(contacted.body.data.map((l) => l.id)).toEqual([client.body.data.id]);
    expect((await ops.auditOf(client.body.data.id))[0]).toMatchObject({
      action: 'lead.update',
      before: expect.objectContaining({ status: 'new', note: null }),
      after: expect.objectContaining({ status: 'contacted' }),
    });
    expect(
      (await call('PATCH', `/admin/leads/${crypto.randomUUID()}`, ops.token, { status: 'lost' }))
        .status,
    ).toBe(404);
  });

  it('exports the filtered inbox as CSV', async () => {
    const company = word();
    await call('POST', '/schedule-free-demo', undefined, {
      name: 'Quinn "Q" Quote',
      email: 'quinn@example.test',
      phone: '406 555 0142',
      company,
      message: '=HYPERLINK("x"), two lines\nhere',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/leads.csv?global=${company}`,
      headers: { authorization: `Bearer ${ops.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('leads.csv');
    const [header, row, end] = response.body.split('\r\n');
    expect(header).toBe(
      'kind,status,name,email,phone,company,propertyCount,preferredDate,interest,message,note,createdAt',
    );
    expect(row).toContain(
      `demo,new,"Quinn ""Q"" Quote",quinn@example.test,(406) 555-0142,${company}`,
    );
    expect(row).toContain(`"'=HYPERLINK(""x""), two lines\nhere"`);
    expect(end).toBe('');
  });

  it('writes CSV fields that spreadsheets read as text', () => {
    expect(csvField(null)).toBe('');
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('@sum')).toBe("'@sum");
  });
});

describe('the leads search', () => {
  it('finds a lead by the words of its message, whatever the case', async () => {
    const place = word();
    const client = await call<{ data: { id: string } }>('POST', '/potential-clients', undefined, {
      firstName: 'Pat',
      lastName: 'Client',
      email: 'pat@example.test',
      message: `Forty homes around ${place}, most of them duplexes.`,
    });
    const demo = await call<{ data: { id: string } }>('POST', '/schedule-free-demo', undefined, {
      name: 'Dana Demo',
      email: 'dana@example.test',
      message: `Our board in ${place} meets on Thursdays.`,
    });
    const search = (text: string) =>
      call<List<Lead>>('GET', `/admin/leads?global=${encodeURIComponent(text)}`, ops.token);

    const homes = await search(`forty HOMES around ${place}`);
    expect(homes.body.data.map((lead) => lead.id)).toEqual([client.body.data.id]);
    const both = await search(place);
    expect(new Set(both.body.data.map((lead) => lead.id))).toEqual(
      new Set([client.body.data.id, demo.body.data.id]),
    );
  });

  it('reads only the trigram indexes of the columns it matches, never a whole table', async () => {
    const query = leadsCsvQuerySchema.parse({ global: 'forty homes' });
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain (format json) ${leadsSliceQuery(tx, query, { limit: 20, offset: 0 })}`,
      );
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).not.toContain('Seq Scan');
    for (const index of [
      'demo_requests_message_trgm_idx',
      'demo_requests_name_trgm_idx',
      'potential_clients_message_trgm_idx',
      'potential_clients_name_trgm_idx',
    ])
      expect(plan).toContain(index);
  });
});
