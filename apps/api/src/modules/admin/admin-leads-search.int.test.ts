import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsvQuerySchema, type Lead } from '@homekeep/contracts/admin';
import type { List } from '@homekeep/contracts/common';
import { operator } from '../../../test/admin';
import { apiCaller, type ApiCaller } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/app';
import { leadsSliceQuery } from '../leads/lead-inbox.repository';

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
