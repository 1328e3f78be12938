import { describe, expect, it } from 'vitest';
import { listMeta, rowsWithTotal } from './pagination';

describe('rowsWithTotal', () => {
  it('takes the total from the rows, which it passes on as they are', async () => {
    let counted = 0;
    const result = await rowsWithTotal(
      Promise.resolve([
        { id: 'a', total: 42 },
        { id: 'b', total: 42 },
      ]),
      async () => {
        counted += 1;
        return [{ total: 0 }];
      },
    );
    expect(result).toEqual({
      data: [
        { id: 'a', total: 42 },
        { id: 'b', total: 42 },
      ],
      total: 42,
    });
    expect(counted).toBe(0);
  });

  it('counts apart when the page has no rows', async () => {
    const empty: { id: string; total: number }[] = [];
    expect(await rowsWithTotal(Promise.resolve(empty), async () => [{ total: 7 }])).toEqual({
      data: [],
      total: 7,
    });
    expect(await rowsWithTotal(Promise.resolve(empty), async () => [])).toEqual({
      data: [],
      total: 0,
    });
  });
});

describe('listMeta', () => {
  it('says "at least" past the list’s cap, and exact at or under it', () => {
    const first = { page: 1, limit: 20 };
    expect(listMeta(first, 201, 20, 200)).toEqual({
      page: 1,
      limit: 20,
      total: 200,
      totalPages: 10,
      totalIsEstimate: true,
    });
    expect(listMeta(first, 200, 20, 200)).toEqual({
      page: 1,
      limit: 20,
      total: 200,
      totalPages: 10,
    });
    expect(listMeta(first, 201, 20)).toEqual({ page: 1, limit: 20, total: 201, totalPages: 11 });
  });

  it('counts what the pages so far show past the cap, one more while the page is full', () => {
    expect(listMeta({ page: 15, limit: 20 }, 201, 20, 200)).toMatchObject({
      total: 301,
      totalPages: 16,
      totalIsEstimate: true,
    });
    expect(listMeta({ page: 15, limit: 20 }, 201, 7, 200)).toEqual({
      page: 15,
      limit: 20,
      total: 287,
      totalPages: 15,
    });
  });
});
