import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takingTurns } from './embedded-turns';

let pglite: PGlite;
let client: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  client = takingTurns(pglite);
  await pglite.exec('create table marks (id int primary key)');
});
afterAll(() => pglite.close());

/**
 * Sends two statements at once and, in the same tick, asks for the next turn of the event loop
 * (where Node accepts a connection and reads requests): the order in which the three happen.
 */
async function orderOf(on: Pick<PGlite, 'query'>) {
  const order: string[] = [];
  const first = on.query('select 1').then(() => order.push('first statement'));
  const second = on.query('select 2').then(() => order.push('second statement'));
  const turn = new Promise<void>((resolve) =>
    setImmediate(() => {
      order.push('a turn of the loop');
      resolve();
    }),
  );
  await Promise.all([first, second, turn]);
  return order;
}

describe('takingTurns', () => {
  it('lets the event loop turn between two statements', async () => {
    // PGlite alone runs every waiting statement before the loop turns again.
    expect(await orderOf(pglite)).toEqual([
      'first statement',
      'second statement',
      'a turn of the loop',
    ]);
    expect(await orderOf(client)).toEqual([
      'first statement',
      'a turn of the loop',
      'second statement',
    ]);
  });

  it('runs statements in the order sent, and a failing one fails its caller only', async () => {
    const sent = [
      client.query('insert into marks values (1)'),
      client.query('insert into marks values (1)'),
      client.query<{ ids: number[] }>('select array_agg(id order by id) as ids from marks'),
    ];
    const [inserted, duplicate, read] = await Promise.allSettled(sent);
    expect(inserted?.status).toBe('fulfilled');
    expect(duplicate).toMatchObject({ status: 'rejected', reason: { code: '23505' } });
    expect(read).toMatchObject({ status: 'fulfilled', value: { rows: [{ ids: [1] }] } });
  });

  it('gives a transaction one turn, whole: a statement sent meanwhile sees it committed', async () => {
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into marks values (2)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query('insert into marks values (3)');
    });
    const read = client.query<{ n: number }>('select count(*)::int as n from marks where id > 1');
    await transaction;
    expect((await read).rows).toEqual([{ n: 2 }]);
  });
});
