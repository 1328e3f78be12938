import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '@homekeep/contracts/catalog';
import type { ListMeta } from '@homekeep/contracts/common';
import { services } from '../../db/schema';
import { SEARCH_COUNT_CAP } from '../../lib/pagination';
import { createTestApp, type TestApp } from '../../../test/app';
import { listServices, type SearchStrategy } from './services-list.repository';

// Pages by number and by cursor, and a search's two ways (a walk in name order, the trigram
// indexes), over 1,100 services of this file's own database: every service matches `word`, every
// third also `rare` (367), every twentieth `scarce` (55, fewer than a search's counting cap).
let t: TestApp;
const word = `zq${randomUUID().slice(0, 8)}`;
const rare = `${word}rare`;
const scarce = `${word}scarce`;

beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  const rows = Array.from({ length: 1_100 }, (_, i) => ({
    name: `Paged ${word} ${String(i % 550).padStart(4, '0')}`,
    kind: i % 5 === 0 ? ('luxe' as const) : ('home' as const),
    description: `${i % 3 === 0 ? `Also ${rare}.` : 'Plain.'}${i % 20 === 0 ? ` ${scarce}` : ''}`,
    priceCents: 1_000,
  }));
  await t.db.insert(services).values(rows);
});
afterAll(() => t.close());

type Page = { data: Service[]; meta: ListMeta };
const get = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/services?${query}` });
  return { status: response.statusCode, body: response.json() as Page };
};

async function walkByPage(filter: string) {
  const pages: Page[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await get(`${filter}&page=${page}`);
    pages.push(body);
    if (page >= body.meta.totalPages) return pages;
  }
}

async function walkByCursor(filter: string) {
  const pages: Page[] = [(await get(filter)).body];
  for (let cursor = pages[0]!.meta.nextCursor; cursor; cursor = pages.at(-1)!.meta.nextCursor) {
    pages.push((await get(`${filter}&cursor=${cursor}`)).body);
  }
  return pages;
}

const withoutCursor = ({ data, meta: { nextCursor: _cursor, ...meta } }: Page) => ({ data, meta });

describe('GET /services by cursor', () => {
  it.each([
    ['every service', 'limit=50'],
    ['a kind', 'kind=luxe&limit=30'],
    ['a search that fills pages in name order', `global=${word}&limit=100`],
    ['a rare search', `global=${rare}&limit=40`],
    ['a scarce search', `global=${scarce}&limit=10`],
  ])('gives the same pages, rows and meta as paging by number: %s', async (_name, filter) => {
    const byPage = await walkByPage(filter);
    const byCursor = await walkByCursor(filter);
    expect(byCursor.map(withoutCursor)).toEqual(byPage.map(withoutCursor));
    expect(byCursor.length).toBeGreaterThan(3);
    expect(byCursor.at(-1)!.meta.nextCursor).toBeUndefined();
  });

  it('answers a page whose offset is past a 32-bit number with no services, not 500', async () => {
    for (const filter of ['', 'kind=luxe&']) {
      const far = await get(`${filter}page=1386895513&limit=82`);
      expect(far.status).toBe(200);
      expect(far.body.data).toEqual([]);
    }
  });

  it('says where the next page starts only while there is one', async () => {
    // 74 luxe services match `rare`: two full pages of 37, and no third.
    const first = await get(`global=${rare}&kind=luxe&limit=37`);
    expect(first.body.meta).toMatchObject({ page: 1, total: 74, totalPages: 2 });
    const last = await get(
      `global=${rare}&kind=luxe&limit=37&cursor=${first.body.meta.nextCursor}`,
    );
    expect(last.body.data).toHaveLength(37);
    expect(last.body.meta).toEqual({ page: 2, limit: 37, total: 74, totalPages: 2 });
  });

  it.each([
    ['not base64', 'abc$'],
    ['not JSON', Buffer.from('{oops').toString('base64url')],
    ['another shape', Buffer.from(JSON.stringify({ page: 2 })).toString('base64url')],
    [
      'a page before the second',
      Buffer.from(JSON.stringify([1, 'A', randomUUID()])).toString('base64url'),
    ],
    ['no id', Buffer.from(JSON.stringify([2, 'A', 'nope'])).toString('base64url')],
    ['too long', 'a'.repeat(1_001)],
  ])(
    'answers 400 with a readable message for a cursor it did not give: %s',
    async (_name, cursor) => {
      const before = await get('limit=5');
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/services?cursor=${encodeURIComponent(cursor)}`,
      });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toBe(
        'cursor is not one this list gave: start again from the first page',
      );
      expect((await get('limit=5')).body).toEqual(before.body);
    },
  );
});

describe('a search, walked in name order or read through the trigram indexes', () => {
  const both = async (query: Parameters<typeof listServices>[1]) => {
    const run = (strategy: SearchStrategy) => listServices(t.db, query, strategy);
    return { auto: await run('auto'), trigram: await run('trigram') };
  };

  it.each([
    [word, 1],
    [word, 2],
    [word, 50],
    [word, 55],
    [word, 56],
    [rare, 1],
    [rare, 18],
    [rare, 19],
    [scarce, 1],
    [scarce, 3],
    [scarce, 4],
    [`${word}-none`, 1],
  ])('gives the same rows, order and total: "%s", page %i', async (global, page) => {
    const { auto, trigram } = await both({ global, page, limit: 20 });
    expect(auto).toEqual(trigram);
    const { auto: luxe, trigram: luxeByTrigram } = await both({
      global,
      page,
      limit: 20,
      kind: 'luxe',
    });
    expect(luxe).toEqual(luxeByTrigram);
  });

  it('gives the same page after a key either way', async () => {
    const start = (await listServices(t.db, { global: word, page: 1, limit: 20 })).data.at(-1)!;
    const { auto, trigram } = await both({ global: word, page: 2, limit: 20, after: start });
    expect(auto).toEqual(trigram);
    expect(auto.data).toHaveLength(20);
    expect(auto.total).toBe(SEARCH_COUNT_CAP + 1);
  });
});
